export type BackupDatabase = {
  kind: "pglite" | "postgres";
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  exec: (text: string) => Promise<void>;
  transaction: <T>(fn: (tx: BackupDatabase) => Promise<T>) => Promise<T>;
};
export function pgliteAccess(client: unknown): BackupDatabase;
export function postgresAccess(client: unknown): BackupDatabase;
export function accessFor(kind: "pglite" | "postgres", client: unknown): BackupDatabase;
export function quoted(name: string): string;
