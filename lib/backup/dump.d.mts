import type { BackupDatabase } from "./database-access.mjs";
export const DUMP_FORMAT: "bright-path-backup";
export const DUMP_VERSION: 1;
export const NOT_BACKED_UP: Set<string>;
export function dumpDatabase(
  database: BackupDatabase,
  emit: (line: string) => void | Promise<void>,
  options: { now: Date },
): Promise<void>;
export function dumpChecker(): { see: (line: string) => void; complete: () => { rows: number } };
