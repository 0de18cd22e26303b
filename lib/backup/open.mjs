// Opens the configured database for `npm run backup` and `npm run restore` (plain Node, no app
// code): PostgreSQL at DATABASE_URL, or the embedded database under DATA_DIR, locked for the
// command's duration exactly as the server locks it (db/data-dir-lock.mjs).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lockDataDirectory } from "../../db/data-dir-lock.mjs";
import { pgliteAccess, postgresAccess } from "./database-access.mjs";

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "db",
  "migrations",
);

/** What the commands read from the environment (the server reads the same in lib/env.ts). */
export function commandSettings(env = process.env) {
  const blank = (/** @type {string | undefined} */ value) =>
    value?.trim() ? value.trim() : undefined;
  return {
    databaseUrl: blank(env.DATABASE_URL),
    dataDir: path.resolve(blank(env.DATA_DIR) ?? path.join(process.cwd(), "data")),
    backupDir: blank(env.BACKUP_DIR),
    passphrase: env.BACKUP_PASSPHRASE,
  };
}

/** @param {string} url */
export async function openPostgres(url) {
  const { default: postgres } = await import("postgres");
  const client = postgres(url, { max: 1, onnotice: () => {} });
  return {
    database: postgresAccess(client),
    /** Applies the migrations newer than what the database has. */
    migrate: async () => {
      const { drizzle } = await import("drizzle-orm/postgres-js");
      const { migrate } = await import("drizzle-orm/postgres-js/migrator");
      await migrate(drizzle({ client }), { migrationsFolder });
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Opens the embedded database; throws DataDirectoryInUseError while a live process has it open.
 * @param {string} dataDir DATA_DIR (the database is in its pglite folder)
 * @param {{ create: boolean }} options
 */
export async function openEmbedded(dataDir, { create }) {
  const dir = path.join(dataDir, "pglite");
  if (!create && !fs.existsSync(dir))
    throw new Error(`There is no embedded database in ${dir} (set DATA_DIR or DATABASE_URL).`);
  const lock = lockDataDirectory(dir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create({ dataDir: dir });
    return {
      database: pgliteAccess(client),
      migrate: async () => {
        const { drizzle } = await import("drizzle-orm/pglite");
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        await migrate(drizzle({ client }), { migrationsFolder });
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
