// One process per embedded data directory. PGlite has no lock of its own, and two processes
// writing the same directory silently lose acknowledged rows, so opening it takes an exclusive
// lock file beside it naming the holder's pid. A lock whose process is gone (crash, kill -9) is
// taken over.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export type DataDirectoryLock = { file: string; release: () => void };

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in another process (pid ${holderPid}). ` +
        `Stop that process first (a running \`npm start\` or \`npm run dev\`), or use another DATA_DIR. ` +
        `If no process ${holderPid} of this site is running, delete ${lockFile} and try again.`,
    );
    this.name = "DataDirectoryInUseError";
  }
}

type LockOptions = {
  pid?: number;
  /** Whether a process is running; injectable for tests. */
  isAlive?: (pid: number) => boolean;
};

export function lockFileFor(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// What tryCreate writes; anything else in the file (a torn write, another tool's file) names no holder.
const lockFileContent = z.object({ pid: z.number().int().positive() });

function holderOf(file: string): number | undefined {
  try {
    const content: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    const parsed = lockFileContent.safeParse(content);
    return parsed.success ? parsed.data.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file with its content in one step: link() refuses when it already exists. */
function tryCreate(file: string, pid: number): boolean {
  const draft = `${file}.${pid}.${process.hrtime.bigint()}`;
  fs.writeFileSync(draft, JSON.stringify({ pid, since: new Date().toISOString() }));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead holder's lock aside. Renaming is atomic, so of two processes clearing the same
 * stale lock only one gets it; if what was moved turns out to be a live holder's fresh lock, it
 * is put back.
 */
function clearStale(file: string, pid: number, isAlive: (pid: number) => boolean): void {
  const aside = `${file}.stale.${pid}.${process.hrtime.bigint()}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = holderOf(aside);
  if (moved !== undefined && moved !== pid && isAlive(moved)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone else holds it now; the retry below reports them.
    }
  }
  fs.rmSync(aside, { force: true });
}

// Locks this process holds, shared across Next's bundles (they may each load this module).
const heldHere: Set<string> = ((
  globalThis as unknown as { __practiceDataDirLocks?: Set<string> }
).__practiceDataDirLocks ??= new Set());

export function lockDataDirectory(dataDir: string, options: LockOptions = {}): DataDirectoryLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? processIsAlive;
  const file = lockFileFor(dataDir);
  if (pid === process.pid && heldHere.has(file))
    throw new DataDirectoryInUseError(path.resolve(dataDir), pid, file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, pid)) {
      if (pid === process.pid) heldHere.add(file);
      const release = () => {
        process.off("exit", release);
        heldHere.delete(file);
        if (holderOf(file) === pid) fs.rmSync(file, { force: true });
      };
      // Covers exits that skip close(); kill -9 is covered by the stale check above.
      process.on("exit", release);
      return { file, release };
    }
    const holder = holderOf(file);
    // Our own pid in the file is a previous life of this pid (a restarted container), not us.
    if (holder !== undefined && holder !== pid && isAlive(holder))
      throw new DataDirectoryInUseError(path.resolve(dataDir), holder, file);
    clearStale(file, pid, isAlive);
  }
  throw new Error(`Could not lock the embedded database in ${path.resolve(dataDir)}; try again.`);
}
