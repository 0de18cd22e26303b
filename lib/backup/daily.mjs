// Optional daily backups (BACKUP_DIR): each server checks once an hour whether today's (UTC)
// backup is written. The day's row in backup_runs is the claim, so of several instances on one
// PostgreSQL one writes it; a claim whose writer died unfinished is taken over after an hour.
// The newest BACKUP_KEEP files are kept.
import fs from "node:fs";
import path from "node:path";
import { dumpDatabase } from "./dump.mjs";
import { BACKUP_FILE_PATTERN, writeBackupFile } from "./sealed-file.mjs";

const CLAIM_EXPIRES_MS = 60 * 60 * 1000;
export const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Lines of a dump. PGlite has one connection, so its dump is read whole into memory first and
 * the site waits only for the reading, not for compression and the disk.
 * @param {import("./database-access.mjs").BackupDatabase} database
 * @param {Date} now
 * @returns {(emit: (line: string) => Promise<void>) => Promise<void>}
 */
export function dumpProducer(database, now) {
  if (database.kind === "postgres") return (emit) => dumpDatabase(database, emit, { now });
  return async (emit) => {
    /** @type {string[]} */
    const lines = [];
    await dumpDatabase(database, (line) => void lines.push(line), { now });
    for (const line of lines) await emit(line);
  };
}

/**
 * Deletes the oldest backups beyond `keep`; answers the names deleted.
 * @param {string} dir
 * @param {number} keep
 */
export function pruneBackups(dir, keep) {
  const names = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * Writes today's backup unless it is written or being written elsewhere.
 * @param {{ database: import("./database-access.mjs").BackupDatabase, now: Date, dir: string,
 *   keep: number, passphrase: string }} options
 */
export async function backUpIfDue({ database, now, dir, keep, passphrase }) {
  const day = now.toISOString().slice(0, 10);
  const claimed = await database.query(
    `insert into backup_runs (day, started_at) values ($1, $2)
     on conflict (day) do update set started_at = excluded.started_at
       where backup_runs.finished_at is null and backup_runs.started_at < $3
     returning day`,
    [day, now.toISOString(), new Date(now.getTime() - CLAIM_EXPIRES_MS).toISOString()],
  );
  if (claimed.length === 0) return { written: undefined, pruned: [] };
  const written = await writeBackupFile({
    dir,
    passphrase,
    now,
    produce: dumpProducer(database, now),
  });
  await database.query(`update backup_runs set finished_at = $2, file_name = $3 where day = $1`, [
    day,
    now.toISOString(),
    path.basename(written.file),
  ]);
  return { written, pruned: pruneBackups(dir, keep) };
}

/**
 * Checks now and then every hour; answers a function that stops the checks.
 * @param {{ database: import("./database-access.mjs").BackupDatabase, dir: string, keep: number,
 *   passphrase: string, clock?: () => Date,
 *   report: (outcome: { written?: { file: string, bytes: number }, pruned?: string[], error?: unknown }) => void }} options
 */
export function startDailyBackups({
  database,
  dir,
  keep,
  passphrase,
  clock = () => new Date(),
  report,
}) {
  let running = Promise.resolve();
  const check = () => {
    running = running
      .then(() => backUpIfDue({ database, now: clock(), dir, keep, passphrase }))
      .then(
        (outcome) => {
          if (outcome.written) report(outcome);
        },
        (/** @type {unknown} */ error) => report({ error }),
      );
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
