import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirectoryInUseError, lockDataDirectory, lockFileFor } from "./data-dir-lock";

let root: string;
let dataDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bp-lock-"));
  dataDir = path.join(root, "pglite");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function writeLock(pid: number) {
  fs.writeFileSync(
    lockFileFor(dataDir),
    JSON.stringify({ pid, since: "2026-01-01T00:00:00.000Z" }),
  );
}

/** A real process that does nothing until it is killed. */
function idleProcess(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["-e", "process.stdout.write('up'); setInterval(() => {}, 1 << 30)"],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  return new Promise((resolve) => child.stdout.once("data", () => resolve(child)));
}

describe("the embedded data directory lock", () => {
  it("refuses a second opener, naming the directory and the holder's pid, and leaves the lock alone", () => {
    const first = lockDataDirectory(dataDir, { pid: 4242, isAlive: () => true });
    const before = fs.readFileSync(first.file, "utf8");
    let refusal: unknown;
    try {
      lockDataDirectory(dataDir, { pid: 5151, isAlive: () => true });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryInUseError);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain("pid 4242");
    expect(fs.readFileSync(first.file, "utf8")).toBe(before);
  });

  it("refuses a second open inside the same process", () => {
    const first = lockDataDirectory(dataDir);
    expect(() => lockDataDirectory(dataDir)).toThrow(`pid ${process.pid}`);
    first.release();
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
    lockDataDirectory(dataDir).release();
  });

  it("takes over the lock of a process that no longer exists", () => {
    writeLock(999_999);
    const lock = lockDataDirectory(dataDir, { pid: 5151, isAlive: (pid) => pid !== 999_999 });
    expect((JSON.parse(fs.readFileSync(lock.file, "utf8")) as { pid: number }).pid).toBe(5151);
    expect(fs.readdirSync(root).filter((name) => name.includes(".stale."))).toEqual([]);
  });

  it("takes over a lock left by an earlier life of its own pid (a restarted container)", () => {
    writeLock(process.pid);
    const lock = lockDataDirectory(dataDir);
    expect((JSON.parse(fs.readFileSync(lock.file, "utf8")) as { pid: number }).pid).toBe(
      process.pid,
    );
    lock.release();
  });

  it("is refused while a real holder runs and recovers after it is killed with SIGKILL", async () => {
    const holder = await idleProcess();
    writeLock(holder.pid!);
    expect(() => lockDataDirectory(dataDir)).toThrow(`pid ${holder.pid}`);
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    const lock = lockDataDirectory(dataDir);
    expect((JSON.parse(fs.readFileSync(lock.file, "utf8")) as { pid: number }).pid).toBe(
      process.pid,
    );
    lock.release();
  });
});
