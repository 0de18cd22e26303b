export const MIN_PASSPHRASE_LENGTH: number;
export const BACKUP_FILE_PATTERN: RegExp;
export class BackupFileError extends Error {}
export function checkPassphrase(passphrase: string | undefined): string;
export function backupFileName(now: Date): string;
export function writeBackupFile(options: {
  dir: string;
  passphrase: string;
  now: Date;
  produce: (emit: (line: string) => Promise<void>) => Promise<void>;
}): Promise<{ file: string; bytes: number }>;
export function readBackupFile(filePath: string, passphrase: string): AsyncGenerator<string>;
