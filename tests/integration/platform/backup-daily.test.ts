// The server's part in backups: with BACKUP_DIR set it writes one backup a UTC day, however many
// instances check (the day's backup_runs row is the claim), keeping the newest BACKUP_KEEP; and
// on the embedded database it hands `npm run backup` a whole dump over its control socket.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  controlSocketPath,
  dumpThroughControlSocket,
  openControlSocket,
} from "@/lib/backup/control-socket.mjs";
import { backUpIfDue } from "@/lib/backup/daily.mjs";
import { accessFor, type BackupDatabase } from "@/lib/backup/database-access.mjs";
import { dumpChecker, dumpDatabase } from "@/lib/backup/dump.mjs";
import { readBackupFile } from "@/lib/backup/sealed-file.mjs";
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";
import { seedIntake } from "../admin/admin-fixtures";

jest.setTimeout(240_000);

const PASSPHRASE = "maple tutor lantern river";
const at = (iso: string) => new Date(iso);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bp-daily-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(testDatabaseTargets())("daily backups on $label", (target) => {
  let handle: TestDatabase;
  let database: BackupDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(target);
    database = accessFor(handle.kind, (handle.db as unknown as { $client: unknown }).$client);
    await seedIntake(handle.db);
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`delete from backup_runs`);
  });

  const tick = (now: Date, keep = 14) =>
    backUpIfDue({ database, now, dir, keep, passphrase: PASSPHRASE });

  it("writes one backup a day however many instances check", async () => {
    const outcomes = await Promise.all([
      tick(at("2030-01-09T03:00:00Z")),
      tick(at("2030-01-09T03:00:00Z")),
      tick(at("2030-01-09T03:00:00Z")),
    ]);
    expect(outcomes.filter((o) => o.written)).toHaveLength(1);
    expect((await tick(at("2030-01-09T23:59:00Z"))).written).toBeUndefined();
    expect((await tick(at("2030-01-10T00:30:00Z"))).written).toBeDefined();
    expect(fs.readdirSync(dir).sort()).toEqual([
      "bright-path-20300109-030000Z.backup",
      "bright-path-20300110-003000Z.backup",
    ]);
    const runs = await database.query(
      `select day::text as day, file_name, finished_at is not null as finished from backup_runs order by day`,
    );
    expect(runs).toEqual([
      { day: "2030-01-09", file_name: "bright-path-20300109-030000Z.backup", finished: true },
      { day: "2030-01-10", file_name: "bright-path-20300110-003000Z.backup", finished: true },
    ]);
  });

  it("takes over a day whose writer died an hour ago without finishing", async () => {
    await database.query(`insert into backup_runs (day, started_at) values ('2030-01-09', $1)`, [
      "2030-01-09T01:00:00Z",
    ]);
    expect((await tick(at("2030-01-09T01:30:00Z"))).written).toBeUndefined();
    expect((await tick(at("2030-01-09T02:01:00Z"))).written).toBeDefined();
  });

  it("keeps the newest BACKUP_KEEP backups", async () => {
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    for (const day of ["05", "06", "07", "08"]) await tick(at(`2030-01-${day}T03:00:00Z`), 3);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "bright-path-20300106-030000Z.backup",
      "bright-path-20300107-030000Z.backup",
      "bright-path-20300108-030000Z.backup",
      "notes.txt",
    ]);
  });

  it("writes a backup that holds the leads", async () => {
    const { written } = await tick(at("2030-01-09T03:00:00Z"));
    const lines: string[] = [];
    for await (const line of readBackupFile(written!.file, PASSPHRASE)) lines.push(line);
    expect(lines.filter((line) => line.startsWith('{"t":"intake_forms"'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/"end":true/);
  });
});

describe("the embedded server's control socket", () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase({ label: "pglite" });
    await seedIntake(handle.db);
  });
  afterAll(async () => handle.close());

  it("answers a whole dump to its owner, is 0600 and is removed when closed", async () => {
    const database = accessFor("pglite", (handle.db as unknown as { $client: unknown }).$client);
    const socket = await openControlSocket({
      dataDir: dir,
      dump: (emit) => dumpDatabase(database, emit, { now: at("2030-01-09T03:00:00Z") }),
      onError: (error) => {
        throw error;
      },
    });
    expect(fs.statSync(controlSocketPath(dir)).mode & 0o777).toBe(0o600);
    const checker = dumpChecker();
    let intakes = 0;
    for await (const line of dumpThroughControlSocket(dir)) {
      checker.see(line);
      if (line.startsWith('{"t":"intake_forms"')) intakes++;
    }
    expect(checker.complete().rows).toBeGreaterThan(0);
    expect(intakes).toBe(1);
    await socket.close();
    expect(fs.existsSync(controlSocketPath(dir))).toBe(false);
  });

  it("lets the backup command notice a dump cut off half way", async () => {
    const socket = await openControlSocket({
      dataDir: dir,
      dump: (emit) => {
        emit('{"format":"bright-path-backup","version":1,"tables":[{"name":"user","rows":2}]}');
        emit('{"t":"user","r":{}}');
        return Promise.reject(new Error("the server stopped"));
      },
      onError: () => {},
    });
    const checker = dumpChecker();
    for await (const line of dumpThroughControlSocket(dir)) checker.see(line);
    expect(() => checker.complete()).toThrow("The dump ended before its last line.");
    await socket.close();
  });
});
