// A fresh, migrated database for an integration test file: in-memory PGlite, or the PostgreSQL
// named by TEST_DATABASE_URL (its public schema is rebuilt, so point it at a throwaway database).
import { sql } from "drizzle-orm";
import { openDatabase, type AppDatabase, type DatabaseHandle } from "@/db/client";
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
