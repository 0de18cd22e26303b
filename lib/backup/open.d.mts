import type { BackupDatabase } from "./database-access.mjs";
type Opened = {
  database: BackupDatabase;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};
export const migrationsFolder: string;
export function commandSettings(env?: NodeJS.ProcessEnv): {
  databaseUrl?: string;
  dataDir: string;
  backupDir?: string;
  passphrase?: string;
};
export function openPostgres(url: string): Promise<Opened>;
export function openEmbedded(dataDir: string, options: { create: boolean }): Promise<Opened>;
