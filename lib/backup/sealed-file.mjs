// The backup file: the dump's lines, gzip-compressed, then encrypted with AES-256-GCM under a key
// derived from BACKUP_PASSPHRASE with scrypt. Layout: a 54-byte header (magic, version, scrypt
// cost, salt, IV, key check), the ciphertext, and GCM's 16-byte tag at the end. The header is
// authenticated too (GCM's additional data), so no byte of the file can change unnoticed.
// Written to a temporary file (mode 0600) and renamed into place, so a backup is whole or absent.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import stream from "node:stream";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";

const MAGIC = Buffer.from("BPBACKUP");
const FILE_VERSION = 1;
/** scrypt N = 2^17, r = 8, p = 1: OWASP's recommendation, about 0.3 s and 128 MiB. */
const COST_LOG2 = 17;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 2 + SALT_BYTES + IV_BYTES + CHECK_BYTES;
export const MIN_PASSPHRASE_LENGTH = 12;

export class BackupFileError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "BackupFileError";
  }
}

/** @param {string | undefined} passphrase */
export function checkPassphrase(passphrase) {
  if (!passphrase)
    throw new BackupFileError("Set BACKUP_PASSPHRASE: backups are encrypted with it.");
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new BackupFileError(
      `BACKUP_PASSPHRASE is too short: use at least ${MIN_PASSPHRASE_LENGTH} characters (a few random words).`,
    );
  return passphrase;
}

/**
 * The AES key and, separately, a check value that tells a wrong passphrase from a damaged file
 * before anything is decrypted.
 * @param {string} passphrase
 * @param {Buffer} salt
 * @param {number} costLog2
 */
function deriveKeys(passphrase, salt, costLog2) {
  const N = 2 ** costLog2;
  const bytes = crypto.scryptSync(passphrase.normalize("NFC"), salt, 64, {
    N,
    r: 8,
    p: 1,
    maxmem: 256 * N * 8,
  });
  const check = crypto
    .createHmac("sha256", bytes.subarray(32))
    .update("bright-path-backup key check")
    .digest()
    .subarray(0, CHECK_BYTES);
  return { key: bytes.subarray(0, 32), check };
}

/** `bright-path-20260126-093000Z.backup` for that instant (UTC). */
export function backupFileName(/** @type {Date} */ now) {
  const iso = now.toISOString(); // 2026-01-26T09:30:00.000Z
  const stamp = `${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}Z`;
  return `bright-path-${stamp}.backup`;
}
export const BACKUP_FILE_PATTERN = /^bright-path-\d{8}-\d{6}Z\.backup$/;

/**
 * Writes one backup into dir and answers its path and size. produce(emit) hands over the dump's
 * lines; emit waits while the compressor is busy.
 * @param {{ dir: string, passphrase: string, now: Date,
 *   produce: (emit: (line: string) => Promise<void>) => Promise<void> }} options
 */
export async function writeBackupFile({ dir, passphrase, now, produce }) {
  checkPassphrase(passphrase);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const salt = crypto.randomBytes(SALT_BYTES);
  const iv = crypto.randomBytes(IV_BYTES);
  const { key, check } = deriveKeys(passphrase, salt, COST_LOG2);
  const header = Buffer.concat([MAGIC, Buffer.from([FILE_VERSION, COST_LOG2]), salt, iv, check]);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  const finalPath = path.join(dir, backupFileName(now));
  const draft = path.join(dir, `.${path.basename(finalPath)}.${process.pid}.partial`);
  const file = fs.createWriteStream(draft, { flags: "wx", mode: 0o600 });
  const gzip = zlib.createGzip({ level: 6 });
  const written = pipeline(
    gzip,
    cipher,
    async function* (/** @type {AsyncIterable<Buffer>} */ encrypted) {
      yield header;
      for await (const chunk of encrypted) yield chunk;
      yield cipher.getAuthTag();
    },
    file,
  );
  try {
    /** @param {string} line */
    const emit = async (line) => {
      if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once("drain", resolve));
    };
    await Promise.all([
      produce(emit).then(
        () => gzip.end(),
        (/** @type {unknown} */ error) => {
          gzip.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        },
      ),
      written,
    ]);
    const fd = fs.openSync(draft, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // link() refuses to replace an existing backup; rename() would silently.
    fs.linkSync(draft, finalPath);
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return { file: finalPath, bytes: fs.statSync(finalPath).size };
}

/**
 * The lines inside a backup file. The passphrase is checked first (a clear message for a wrong
 * one); a changed or cut file makes the iteration throw at the latest on its last chunk, when GCM
 * checks the tag, so a caller that commits only after the last line never commits a tampered one.
 * @param {string} filePath
 * @param {string} passphrase
 * @returns {AsyncGenerator<string>}
 */
export async function* readBackupFile(filePath, passphrase) {
  const size = fs.statSync(filePath).size;
  const fd = fs.openSync(filePath, "r");
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    if (
      size < HEADER_BYTES + TAG_BYTES ||
      fs.readSync(fd, header, 0, HEADER_BYTES, 0) !== HEADER_BYTES
    )
      throw new BackupFileError(`${filePath} is not a backup of this site (it is too short).`);
    fs.readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    fs.closeSync(fd);
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupFileError(`${filePath} is not a backup of this site.`);
  const version = header[MAGIC.length];
  const costLog2 = header[MAGIC.length + 1] ?? 0;
  if (version !== FILE_VERSION || costLog2 < 10 || costLog2 > 22)
    throw new BackupFileError(`${filePath} was written by another version of this site.`);
  let offset = MAGIC.length + 2;
  const salt = header.subarray(offset, (offset += SALT_BYTES));
  const iv = header.subarray(offset, (offset += IV_BYTES));
  const check = header.subarray(offset, (offset += CHECK_BYTES));
  const keys = deriveKeys(passphrase, salt, costLog2);
  if (!crypto.timingSafeEqual(keys.check, check))
    throw new BackupFileError("The passphrase does not match this backup (BACKUP_PASSPHRASE).");
  const decipher = crypto.createDecipheriv("aes-256-gcm", keys.key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const plain = stream.pipeline(
    fs.createReadStream(filePath, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
    decipher,
    zlib.createGunzip(),
    () => {},
  );
  const utf8 = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of plain) {
      const text = rest + utf8.write(chunk);
      const lines = text.split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) yield line;
    }
  } catch (error) {
    throw new BackupFileError(
      `${filePath} has been changed or damaged since it was written; nothing was restored from it` +
        ` (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (rest) yield rest;
}
