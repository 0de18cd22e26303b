// One process per embedded data directory. PGlite has no lock of its own, and two processes
// writing the same directory silently lose acknowledged rows, so opening it takes an exclusive
// lock file beside it naming the holder. A lock whose holder is gone is taken over: a crash, a
// kill -9, a zombie left by a build worker, a pid the system has since given to another process
// (same pid, different start time) or a pid from before a reboot. Plain JavaScript, because the
// backup command (scripts/backup.mjs) runs from a release folder without a TypeScript loader.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export class DataDirectoryInUseError extends Error {
  /**
   * @param {string} dataDir
   * @param {number} holderPid
   * @param {string} lockFile
   */
  constructor(dataDir, holderPid, lockFile) {
    super(
      `The embedded database in ${dataDir} is already open in another process (pid ${holderPid}). ` +
        `Stop that process first (a running \`npm start\` or \`npm run dev\`), or use another DATA_DIR. ` +
        `If no process ${holderPid} of this site is running, delete ${lockFile} and try again.`,
    );
    this.name = "DataDirectoryInUseError";
    this.dataDir = dataDir;
    this.holderPid = holderPid;
    this.lockFile = lockFile;
  }
}

/** @param {string} dataDir */
export function lockFileFor(dataDir) {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

/**
 * The state (field 3) and start time in clock ticks since boot (field 22) of /proc/<pid>/stat.
 * The command name (field 2) is in parentheses and may itself hold spaces and parentheses, so
 * fields are counted from the last ")".
 * @param {string} text
 */
export function parseProcStat(text) {
  const end = text.lastIndexOf(")");
  if (end < 0) return undefined;
  const fields = text
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const startTime = fields[22 - 3];
  if (!state || !startTime || !/^\d+$/.test(startTime)) return undefined;
  return { state, startTime };
}

/** @param {number} pid */
function readProcStat(pid) {
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

function readBootId() {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** What this machine can tell about processes; injectable for tests. */
export const systemProcesses = {
  hasProc: () => fs.existsSync("/proc/self/stat"),
  bootId: readBootId,
  stat: readProcStat,
  /** @param {number} pid */
  signalZero: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it exists but belongs to someone else.
      return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
    }
  },
};

/**
 * Who a lock file names: the pid, its start time and the boot it ran in, so that neither a zombie
 * nor whoever gets the same pid later (after this one died, or after a reboot) counts as it.
 * @param {number} pid
 * @param {typeof systemProcesses} system
 */
export function identityOf(pid, system = systemProcesses) {
  return { pid, startTime: system.stat(pid)?.startTime, bootId: system.bootId() };
}

/**
 * @param {{ pid: number, startTime?: string, bootId?: string }} holder
 * @param {typeof systemProcesses} system
 */
export function holderIsAlive(holder, system = systemProcesses) {
  // Without /proc (macOS, BSD) only the pid can be asked about.
  if (!system.hasProc()) return system.signalZero(holder.pid);
  const bootId = system.bootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  const stat = system.stat(holder.pid);
  if (!stat) return false;
  // Z: exited, waiting for its parent to reap it; X: dead. Neither can write the directory.
  if (stat.state === "Z" || stat.state === "X" || stat.state === "x") return false;
  if (holder.startTime !== undefined && holder.startTime !== stat.startTime) return false;
  return true;
}

// What tryCreate writes; anything else in the file (a torn write, another tool's file) names no holder.
const lockFileContent = z.object({
  pid: z.number().int().positive(),
  startTime: z.string().optional(),
  bootId: z.string().optional(),
});

/**
 * The holder a lock file names, if it names one.
 * @param {string} file
 */
export function lockHolder(file) {
  try {
    const parsed = lockFileContent.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the lock file with its content in one step: link() refuses when it already exists.
 * @param {string} file
 * @param {{ pid: number, startTime?: string, bootId?: string }} identity
 */
function tryCreate(file, identity) {
  const draft = `${file}.${identity.pid}.${process.hrtime.bigint()}`;
  fs.writeFileSync(draft, JSON.stringify({ ...identity, since: new Date().toISOString() }));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead holder's lock aside. Renaming is atomic, so of two processes clearing the same
 * stale lock only one gets it; if what was moved turns out to be a live holder's fresh lock, it
 * is put back.
 * @param {string} file
 * @param {number} pid
 * @param {(holder: { pid: number, startTime?: string, bootId?: string }) => boolean} isAlive
 */
function clearStale(file, pid, isAlive) {
  const aside = `${file}.stale.${pid}.${process.hrtime.bigint()}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
    throw error;
  }
  const moved = lockHolder(aside);
  if (moved !== undefined && moved.pid !== pid && isAlive(moved)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone else holds it now; the retry below reports them.
    }
  }
  fs.rmSync(aside, { force: true });
}

// Locks this process holds, shared across Next's bundles (they may each load this module).
const heldHere = /** @type {Set<string>} */ (
  /** @type {{ __practiceDataDirLocks?: Set<string> }} */ (globalThis).__practiceDataDirLocks ??=
    new Set()
);

/**
 * @param {string} dataDir
 * @param {{ pid?: number, isAlive?: (holder: { pid: number, startTime?: string, bootId?: string }) => boolean }} [options]
 */
export function lockDataDirectory(dataDir, options = {}) {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? ((holder) => holderIsAlive(holder));
  const file = lockFileFor(dataDir);
  if (pid === process.pid && heldHere.has(file))
    throw new DataDirectoryInUseError(path.resolve(dataDir), pid, file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const identity = identityOf(pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, identity)) {
      if (pid === process.pid) heldHere.add(file);
      return { file, release: releaseOnExit(file, pid) };
    }
    const holder = lockHolder(file);
    // Our own pid in the file is a previous life of this pid (a restarted container), not us.
    if (holder !== undefined && holder.pid !== pid && isAlive(holder))
      throw new DataDirectoryInUseError(path.resolve(dataDir), holder.pid, file);
    clearStale(file, pid, isAlive);
  }
  throw new Error(`Could not lock the embedded database in ${path.resolve(dataDir)}; try again.`);
}

const stopSignals = /** @type {const} */ (["SIGINT", "SIGTERM"]);

/**
 * The release function, also run when the process exits (process.exit, a failed start) and on
 * SIGINT/SIGTERM when nothing else handles them (the server's own handler closes the database,
 * which releases the lock). kill -9 is covered by the liveness check above.
 * @param {string} file
 * @param {number} pid
 */
function releaseOnExit(file, pid) {
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    if (process.listenerCount(signal) > 1) return;
    release();
    // With our listener gone the signal's default action ends the process, as it would have.
    process.kill(process.pid, signal);
  };
  const release = () => {
    process.off("exit", release);
    for (const signal of stopSignals) process.off(signal, onSignal);
    heldHere.delete(file);
    if (lockHolder(file)?.pid === pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  for (const signal of stopSignals) process.on(signal, onSignal);
  return release;
}
