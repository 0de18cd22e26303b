import type { BackupDatabase } from "./database-access.mjs";
export class RestoreRefusedError extends Error {}
export function restoreDatabase(
  database: BackupDatabase,
  lines: AsyncIterable<string>,
  options: { migrationsFolder: string },
): Promise<{ rows: number; tables: number; migrations: number; madeAt: string }>;
