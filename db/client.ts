// The database client factory: embedded PGlite under ./data by default, PostgreSQL when
// DATABASE_URL is set. One handle per process, cached on globalThis so hot reload, the proxy
// bundle and route bundles share it; across processes db/data-dir-lock.mjs keeps a PGlite data
// directory to one owner. Tests put their own database in its place with replaceDatabaseForTests.
import fs from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "@/lib/env";
import { lockDataDirectory, type DataDirectoryLock } from "./data-dir-lock.mjs";
import { runMigrations } from "./migrate";
import * as schema from "./schema";

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: AppDatabase;
  kind: "pglite" | "postgres";
  /** Closes connections; for PGlite this flushes and releases the data directory. */
  close: () => Promise<void>;
  /** Runs fn while holding a cluster-wide advisory lock (PostgreSQL); PGlite has one owner. */
  exclusively: <T>(lockKey: number, fn: () => Promise<T>) => Promise<T>;
};

export type OpenOptions = { url?: string; dataDir?: string; memory?: boolean };

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzle({ client, schema }) as unknown as AppDatabase;
    const exclusively = async <T>(lockKey: number, fn: () => Promise<T>): Promise<T> => {
      // Session-level advisory locks belong to one connection, so reserve one for the lock.
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${lockKey})`;
        try {
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${lockKey})`;
        }
      } finally {
        reserved.release();
      }
    };
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }), exclusively };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dataDir: string | undefined;
  let lock: DataDirectoryLock | undefined;
  if (!options.memory) {
    dataDir = options.dataDir ?? path.join(serverEnv().dataDir, "pglite");
    // Before anything touches the directory: a refused second opener changes nothing.
    lock = lockDataDirectory(dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as AppDatabase;
  return {
    db,
    kind: "pglite",
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
    exclusively: (_lockKey, fn) => fn(),
  };
}

type Cache = {
  promise?: Promise<DatabaseHandle>;
  handle?: DatabaseHandle;
  /** What tests put in place of the process's database (replaceDatabaseForTests). */
  forTests?: DatabaseHandle;
};
const globalCache = globalThis as unknown as { __practiceDb?: Cache };
const cache: Cache = (globalCache.__practiceDb ??= {});

/**
 * The one test seam: until the returned function is called, getDatabase() and getDb() answer
 * with `handle` (a test database), so route handlers, server actions and pages run on it
 * unchanged. Refused outside NODE_ENV=test, so a deployed server can never be pointed elsewhere.
 */
export function replaceDatabaseForTests(handle: DatabaseHandle): () => void {
  if (process.env.NODE_ENV !== "test")
    throw new Error("replaceDatabaseForTests is for tests only (NODE_ENV=test)");
  const previous = cache.forTests;
  cache.forTests = handle;
  return () => {
    if (cache.forTests === handle) cache.forTests = previous;
  };
}

/** Next.js sets this in `next build` and its page-generation workers. */
export const isBuildPhase = () => process.env.NEXT_PHASE === "phase-production-build";

/** The process's database, opened and migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (cache.forTests) return Promise.resolve(cache.forTests);
  // The build is pure: a release or CI build has no database to reach, and a page that read one
  // while prerendering would bake one moment's data into the site. Such a page fails the build
  // here, by name, instead of creating tables in whatever DATABASE_URL points at.
  if (isBuildPhase())
    return Promise.reject(
      new Error(
        "The build reads no database: a page that needs data must be dynamic (read headers() or call connection() before the database).",
      ),
    );
  cache.promise ??= (async () => {
    const env = serverEnv();
    const handle = await openDatabase({ url: env.DATABASE_URL });
    try {
      await runMigrations(handle);
    } catch (error) {
      // A failed start must not keep the embedded data directory locked.
      await handle.close().catch(() => {});
      throw error;
    }
    cache.handle = handle;
    return handle;
  })().catch((error: unknown) => {
    cache.promise = undefined;
    throw error;
  });
  return cache.promise;
}

export async function getDb(): Promise<AppDatabase> {
  return (await getDatabase()).db;
}

/** Closes the process's database if it was opened (clean shutdown). */
export async function closeDatabase(): Promise<void> {
  const pending = cache.promise;
  cache.promise = undefined;
  cache.handle = undefined;
  if (!pending) return;
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}

/** SQLSTATE of a database error, looking through drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
