import type { BackupDatabase } from "./database-access.mjs";
export const CHECK_EVERY_MS: number;
type Written = { file: string; bytes: number };
export function dumpProducer(
  database: BackupDatabase,
  now: Date,
): (emit: (line: string) => Promise<void>) => Promise<void>;
export function pruneBackups(dir: string, keep: number): string[];
export function backUpIfDue(options: {
  database: BackupDatabase;
  now: Date;
  dir: string;
  keep: number;
  passphrase: string;
}): Promise<{ written: Written | undefined; pruned: string[] }>;
export function startDailyBackups(options: {
  database: BackupDatabase;
  dir: string;
  keep: number;
  passphrase: string;
  clock?: () => Date;
  report: (outcome: { written?: Written; pruned?: string[]; error?: unknown }) => void;
}): () => Promise<void>;
