// Backups round-trip: leads, bookings, users, sessions, activities and plays are equal, table by
// table, after a backup is restored into an empty database, from either database into either (a
// PGlite backup restoring into PostgreSQL is how a practice moves off the embedded database).
// A wrong passphrase, a changed byte, a cut file or a database that holds data change nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { setActivityState, createActivity } from "@/activities/library/store";
import { recordStartedPlay } from "../teacher/activity-plays";
import {
  accessFor,
  pgliteAccess,
  postgresAccess,
  type BackupDatabase,
} from "@/lib/backup/database-access.mjs";
import { dumpProducer } from "@/lib/backup/daily.mjs";
import { restoreDatabase } from "@/lib/backup/restore.mjs";
import { readBackupFile, writeBackupFile } from "@/lib/backup/sealed-file.mjs";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "@/db/migrate";
import { openTestDatabase, type TestDatabase } from "../../helpers/test-db";
import {
  NOW,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
} from "../admin/admin-fixtures";
import { persona } from "../../helpers/admin-session";

jest.setTimeout(240_000);

const PASSPHRASE = "maple tutor lantern river";
const postgresUrl = process.env.TEST_DATABASE_URL;

type Target = { database: BackupDatabase; close: () => Promise<void> };

/** A database with nothing in it: a new in-memory PGlite, or a new PostgreSQL database. */
async function emptyTarget(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") {
    const client = await PGlite.create();
    return { database: pgliteAccess(client), close: () => client.close() };
  }
  const name = `${new URL(postgresUrl!).pathname.slice(1)}_restore`;
  const admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return { database: postgresAccess(client), close: () => client.end({ timeout: 5 }) };
}

/** Every table's rows as text, sorted, and every sequence's position: the whole database. */
async function contents(database: BackupDatabase) {
  await database.exec("set timezone = 'UTC'");
  const tables = await database.query(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> 'health_probe' order by tablename`,
  );
  const result: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const rows = await database.query(
      `select to_jsonb(t)::text as r from "${String(tablename)}" t order by 1`,
    );
    result[String(tablename)] = rows.map((row) => String(row.r));
  }
  const sequences = await database.query(
    `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { tables: result, sequences };
}

async function publicTableCount(database: BackupDatabase): Promise<number> {
  const [row] = await database.query(
    `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return Number(row?.n);
}

async function seedPractice(handle: TestDatabase) {
  await seedIntake(handle.db);
  await seedIntake(handle.db, {
    parentName: "Zoë O'Brien",
    email: "zoe@example.com",
    goals: "Line one\nline two",
  });
  await seedContact(handle.db);
  await seedConsultation(handle.db);
  await seedRequest(handle.db);
  const teacher = await persona(handle, "teacher");
  await persona(handle, "admin");
  await handle.db.execute(
    sql`insert into audit_log (action, entity_type) values ('seeded', 'test')`,
  );
  const owner = { id: teacher.id, role: "teacher" as const };
  const activity = await createActivity(handle.db, owner, {
    template: "sort-categories",
    title: "Short a or short i",
    content: {
      categories: [
        { name: "Short a", items: ["cat", "map"] },
        { name: "Short i", items: ["ship", "pin"] },
      ],
    },
    settings: {},
  });
  await setActivityState(handle.db, owner, activity.id, { resultsEnabled: true });
  await recordStartedPlay(
    handle.db,
    activity.shareCode,
    { nickname: "Sam", score: 3, total: 4, seconds: 30, missedItems: ["pin"] },
    "10.0.0.1",
    NOW,
  );
}

async function backUp(handle: TestDatabase, dir: string) {
  const database = accessFor(handle.kind, (handle.db as unknown as { $client: unknown }).$client);
  return writeBackupFile({
    dir,
    passphrase: PASSPHRASE,
    now: NOW,
    produce: dumpProducer(database, NOW),
  });
}

const kinds: ("pglite" | "postgres")[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
const pairs = kinds.flatMap((from) => kinds.map((to) => ({ from, to })));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bp-backup-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(kinds)("a backup of %s", (from) => {
  let source: TestDatabase;
  let file: string;

  beforeAll(async () => {
    source = await openTestDatabase(
      from === "pglite" ? { label: from } : { label: from, url: postgresUrl },
    );
    await seedPractice(source);
  });
  afterAll(async () => source.close());
  beforeEach(async () => {
    file = (await backUp(source, dir)).file;
  });

  it("is a timestamped file only its owner can read, holding no readable personal data", () => {
    expect(path.basename(file)).toBe("bright-path-20300109-170000Z.backup");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 8).toString()).toBe("BPBACKUP");
    expect(bytes.includes(Buffer.from("avery@example.com"))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
  });

  it.each(pairs.filter((pair) => pair.from === from))(
    "restores into an empty $to database with every table equal",
    async ({ to }) => {
      const target = await emptyTarget(to);
      try {
        const result = await restoreDatabase(target.database, readBackupFile(file, PASSPHRASE), {
          migrationsFolder: migrationsFolder(),
        });
        const sourceAccess = accessFor(
          source.kind,
          (source.db as unknown as { $client: unknown }).$client,
        );
        const expected = await contents(sourceAccess);
        const restored = await contents(target.database);
        expect(restored).toEqual(expected);
        expect(expected.tables.intake_forms).toHaveLength(2);
        expect(expected.tables.consultation_bookings).toHaveLength(2);
        expect(expected.tables.user).toHaveLength(2);
        expect(expected.tables.activity_plays).toHaveLength(1);
        expect(result.rows).toBeGreaterThan(10);
        // Sequences continue where they were: a new audit row takes the next id, not a taken one.
        const [next] = await target.database.query(
          `insert into audit_log (action, entity_type) values ('restored', 'test') returning id::int as id`,
        );
        expect(next?.id).toBe(2);
      } finally {
        await target.close();
      }
    },
  );

  it("changes nothing with a wrong passphrase", async () => {
    const target = await emptyTarget(from);
    try {
      await expect(
        restoreDatabase(target.database, readBackupFile(file, "not the right passphrase"), {
          migrationsFolder: migrationsFolder(),
        }),
      ).rejects.toThrow("The passphrase does not match this backup");
      expect(await publicTableCount(target.database)).toBe(0);
    } finally {
      await target.close();
    }
  });

  it.each([
    [
      "a changed byte in the middle",
      (bytes: Buffer) => {
        bytes[Math.floor(bytes.length / 2)]! ^= 1;
        return bytes;
      },
    ],
    [
      "a changed byte in the header",
      (bytes: Buffer) => {
        bytes[9]! ^= 1;
        return bytes;
      },
    ],
    ["the end cut off", (bytes: Buffer) => bytes.subarray(0, bytes.length - 40)],
  ])("changes nothing when the file has %s", async (_case, tamper) => {
    fs.writeFileSync(file, tamper(fs.readFileSync(file)));
    const target = await emptyTarget(from);
    try {
      await expect(
        restoreDatabase(target.database, readBackupFile(file, PASSPHRASE), {
          migrationsFolder: migrationsFolder(),
        }),
      ).rejects.toThrow();
      expect(await publicTableCount(target.database)).toBe(0);
    } finally {
      await target.close();
    }
  });

  it("refuses a database that holds data, changing nothing", async () => {
    const target = await emptyTarget(from);
    try {
      await restoreDatabase(target.database, readBackupFile(file, PASSPHRASE), {
        migrationsFolder: migrationsFolder(),
      });
      await target.database.exec(`delete from intake_forms`);
      const before = await contents(target.database);
      await expect(
        restoreDatabase(target.database, readBackupFile(file, PASSPHRASE), {
          migrationsFolder: migrationsFolder(),
        }),
      ).rejects.toThrow(/not empty \(.*user.*\)/);
      expect(await contents(target.database)).toEqual(before);
    } finally {
      await target.close();
    }
  });
});

describe("a backup made before the latest migration", () => {
  /** The migrations folder as it was one migration ago. */
  function olderMigrations(): string {
    const folder = path.join(dir, "older-migrations");
    fs.cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: unknown[] };
    journal.entries.pop();
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    return folder;
  }

  it("restores at its own level, and the current migrations then apply on top", async () => {
    const older = olderMigrations();
    const source = await PGlite.create();
    const target = await PGlite.create();
    try {
      await migrate(drizzle({ client: source }), { migrationsFolder: older });
      await source.exec(
        `insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`,
      );
      const { file } = await writeBackupFile({
        dir,
        passphrase: PASSPHRASE,
        now: NOW,
        produce: dumpProducer(pgliteAccess(source), NOW),
      });
      const known = JSON.parse(
        fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const result = await restoreDatabase(pgliteAccess(target), readBackupFile(file, PASSPHRASE), {
        migrationsFolder: migrationsFolder(),
      });
      expect(result.migrations).toBe(known.entries.length - 1);
      await migrate(drizzle({ client: target }), { migrationsFolder: migrationsFolder() });
      const applied = await target.query<{ n: number }>(
        `select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(known.entries.length);
      const users = await target.query<{ email: string }>(`select email from "user"`);
      expect(users.rows).toEqual([{ email: "ann@example.com" }]);
    } finally {
      await source.close();
      await target.close();
    }
  });
});
