// Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock makes several
// instances starting together apply them once.
import path from "node:path";
import type { DatabaseHandle } from "./client";

/**
 * The advisory lock for preparing a database: migrations, then the first admin
 * (lib/auth/bootstrap-admin.ts). Instances starting together take turns; each step is idempotent.
 */
export const DATABASE_PREPARATION_LOCK = 727_001;

export function migrationsFolder(): string {
  return path.join(process.cwd(), "db", "migrations");
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, migrationsConfig);
    return;
  }
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  await handle.exclusively(DATABASE_PREPARATION_LOCK, () =>
    migrate(handle.db as never, migrationsConfig),
  );
}
