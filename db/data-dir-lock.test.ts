import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DataDirectoryInUseError,
  holderIsAlive,
  identityOf,
  lockDataDirectory,
  lockFileFor,
  parseProcStat,
  systemProcesses,
  type LockHolder,
} from "./data-dir-lock.mjs";

let root: string;
let dataDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bp-lock-"));
  dataDir = path.join(root, "pglite");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function writeLock(holder: LockHolder) {
  fs.writeFileSync(
    lockFileFor(dataDir),
    JSON.stringify({ ...holder, since: "2026-01-01T00:00:00.000Z" }),
  );
}

function lockedBy(): number {
  return (JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8")) as { pid: number }).pid;
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
    writeLock({ pid: 999_999 });
    const lock = lockDataDirectory(dataDir, {
      pid: 5151,
      isAlive: (holder) => holder.pid !== 999_999,
    });
    expect((JSON.parse(fs.readFileSync(lock.file, "utf8")) as { pid: number }).pid).toBe(5151);
    expect(fs.readdirSync(root).filter((name) => name.includes(".stale."))).toEqual([]);
  });

  it("takes over a lock left by an earlier life of its own pid (a restarted container)", () => {
    writeLock(identityOf(process.pid));
    const lock = lockDataDirectory(dataDir);
    expect((JSON.parse(fs.readFileSync(lock.file, "utf8")) as { pid: number }).pid).toBe(
      process.pid,
    );
    lock.release();
  });

  it("is refused while a real holder runs and recovers after it is killed with SIGKILL", async () => {
    const holder = await idleProcess();
    writeLock(identityOf(holder.pid!));
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

/**
 * A real zombie: the shell forks `sleep 0`, then becomes `sleep 30`, which never reaps the child
 * it inherited. Resolves with the zombie's pid once /proc shows it exited.
 */
async function zombieProcess(): Promise<{ zombiePid: number; parent: ChildProcess }> {
  const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const zombiePid = await new Promise<number>((resolve) =>
    parent.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  // Waits for the state change itself (a few milliseconds), bounded, not a fixed delay.
  for (let i = 0; i < 5000 && systemProcesses.stat(zombiePid)?.state !== "Z"; i++)
    await new Promise((resolve) => setImmediate(resolve));
  return { zombiePid, parent };
}

const onLinux = fs.existsSync("/proc/self/stat") ? describe : describe.skip;

describe("who holds the lock", () => {
  const stat = (state: string, startTime: string) =>
    `4242 (next (build) worker) ${state} 1 4242 4242 0 -1 4194560 120 0 0 0 3 1 0 0 20 0 11 0 ${startTime} 1234 56`;

  it.each([
    ["a running process", stat("S", "43938"), { state: "S", startTime: "43938" }],
    ["a zombie", stat("Z", "43938"), { state: "Z", startTime: "43938" }],
    ["a command name with spaces and parentheses", stat("R", "7"), { state: "R", startTime: "7" }],
    ["text that is not a stat line", "garbage", undefined],
  ])("reads the state and start time of %s", (_case, text, expected) => {
    expect(parseProcStat(text)).toEqual(expected);
  });

  const machine = (stats: Record<number, { state: string; startTime: string }>) => ({
    ...systemProcesses,
    hasProc: () => true,
    bootId: () => "boot-a",
    stat: (pid: number) => stats[pid],
  });

  it.each<[string, LockHolder, "alive" | "gone"]>([
    ["the same process", { pid: 10, startTime: "500", bootId: "boot-a" }, "alive"],
    ["a zombie", { pid: 11, startTime: "500", bootId: "boot-a" }, "gone"],
    [
      "a reused pid (same pid, other start time)",
      { pid: 10, startTime: "499", bootId: "boot-a" },
      "gone",
    ],
    ["a pid from another boot", { pid: 10, startTime: "500", bootId: "boot-b" }, "gone"],
    ["a pid that no longer exists", { pid: 12, startTime: "500", bootId: "boot-a" }, "gone"],
  ])("treats %s as %s", (_case, holder, expected) => {
    const system = machine({
      10: { state: "S", startTime: "500" },
      11: { state: "Z", startTime: "500" },
    });
    expect(holderIsAlive(holder, system) ? "alive" : "gone").toBe(expected);
  });

  it("asks kill(pid, 0) where there is no /proc", () => {
    const system = {
      ...systemProcesses,
      hasProc: () => false,
      signalZero: (pid: number) => pid === 7,
    };
    expect(holderIsAlive({ pid: 7, startTime: "1" }, system)).toBe(true);
    expect(holderIsAlive({ pid: 8 }, system)).toBe(false);
  });

  onLinux("on this machine", () => {
    it("takes over a lock whose holder is a zombie", async () => {
      const { zombiePid, parent } = await zombieProcess();
      try {
        expect(systemProcesses.stat(zombiePid)?.state).toBe("Z");
        writeLock(identityOf(zombiePid));
        const lock = lockDataDirectory(dataDir);
        expect(lockedBy()).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill("SIGKILL");
      }
    });

    it("takes over a lock naming a live pid with another start time or from another boot", async () => {
      const other = await idleProcess();
      try {
        const identity = identityOf(other.pid!);
        writeLock({ ...identity, startTime: String(Number(identity.startTime) - 1) });
        lockDataDirectory(dataDir).release();
        writeLock({ ...identity, bootId: "00000000-0000-0000-0000-000000000000" });
        lockDataDirectory(dataDir).release();
        writeLock(identity);
        expect(() => lockDataDirectory(dataDir)).toThrow(`pid ${other.pid}`);
      } finally {
        other.kill("SIGKILL");
      }
    });

    it("records the holder's start time and boot", () => {
      const lock = lockDataDirectory(dataDir);
      const content = JSON.parse(fs.readFileSync(lock.file, "utf8")) as LockHolder;
      expect(content).toMatchObject(identityOf(process.pid));
      expect(content.startTime).toMatch(/^\d+$/);
      lock.release();
    });
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "is released when a process holding it gets %s with no handler of its own",
    async (signal) => {
      const lockModule = path.join(__dirname, "data-dir-lock.mjs");
      const child = spawn(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const { lockDataDirectory } = await import(${JSON.stringify(lockModule)});
           lockDataDirectory(${JSON.stringify(dataDir)});
           process.stdout.write("locked"); setInterval(() => {}, 1 << 30);`,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      await new Promise((resolve) => child.stdout.once("data", resolve));
      expect(lockedBy()).toBe(child.pid);
      const exit = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once("exit", (_code, received) => resolve(received)),
      );
      child.kill(signal);
      expect(await exit).toBe(signal);
      expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
    },
  );

  it("is released when the process exits because its start failed", async () => {
    const lockModule = path.join(__dirname, "data-dir-lock.mjs");
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { lockDataDirectory } = await import(${JSON.stringify(lockModule)});
         lockDataDirectory(${JSON.stringify(dataDir)});
         process.exit(1);`,
      ],
      { stdio: "inherit" },
    );
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(1);
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
  });
});
