// A fresh, migrated database for an integration test file: in-memory PGlite, or the PostgreSQL
// named by TEST_DATABASE_URL (its public schema is rebuilt, so point it at a throwaway database).
import { sql } from "drizzle-orm";
import {
  openDatabase,
  replaceDatabaseForTests,
  type AppDatabase,
  type DatabaseHandle,
} from "@/db/client";
import { runMigrations } from "@/db/migrate";

export type TestDatabase = DatabaseHandle & { label: string };

export function testDatabaseTargets(): { label: string; url?: string }[] {
  const targets: { label: string; url?: string }[] = [{ label: "pglite" }];
  if (process.env.TEST_DATABASE_URL)
    targets.push({ label: "postgres", url: process.env.TEST_DATABASE_URL });
  return targets;
}

export async function openTestDatabase(target: {
  label: string;
  url?: string;
}): Promise<TestDatabase> {
  const handle = await openDatabase({ url: target.url, memory: true });
  if (handle.kind === "postgres") {
    await handle.db.execute(
      sql.raw(
        "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
      ),
    );
  }
  await runMigrations(handle);
  return { ...handle, label: target.label };
}

/** A database for one describe block: opened once, closed after, and `reset` before each test. */
export function useTestDatabase(
  target: { label: string; url?: string },
  reset: (db: AppDatabase) => Promise<void>,
): () => AppDatabase {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await reset(handle.db);
  });
  return () => handle.db;
}

/**
 * A database for the app code a test calls (route handlers, server actions, pages), which finds
 * it through getDb(): opened before the file's or describe block's tests and put in place of the
 * process's database, then taken out and closed after them. Call it before the hooks that use it.
 */
export function testDatabaseForApp(
  target: { label: string; url?: string } = { label: "pglite" },
): () => TestDatabase {
  let handle: TestDatabase | undefined;
  let restore = () => {};
  beforeAll(async () => {
    handle = await openTestDatabase(target);
    restore = replaceDatabaseForTests(handle);
  });
  afterAll(async () => {
    restore();
    await handle?.close();
    handle = undefined;
  });
  return () => {
    if (!handle)
      throw new Error("the test database opens in beforeAll; use it inside a hook or test");
    return handle;
  };
}
