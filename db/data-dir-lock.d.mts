export type LockHolder = { pid: number; startTime?: string; bootId?: string };
export type DataDirectoryLock = { file: string; release: () => void };
export type SystemProcesses = {
  hasProc: () => boolean;
  bootId: () => string | undefined;
  stat: (pid: number) => { state: string; startTime: string } | undefined;
  signalZero: (pid: number) => boolean;
};

export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, holderPid: number, lockFile: string);
  readonly dataDir: string;
  readonly holderPid: number;
  readonly lockFile: string;
}
export function lockFileFor(dataDir: string): string;
export function parseProcStat(text: string): { state: string; startTime: string } | undefined;
export const systemProcesses: SystemProcesses;
export function identityOf(pid: number, system?: SystemProcesses): LockHolder;
export function holderIsAlive(holder: LockHolder, system?: SystemProcesses): boolean;
export function lockHolder(file: string): LockHolder | undefined;
export function lockDataDirectory(
  dataDir: string,
  options?: { pid?: number; isAlive?: (holder: LockHolder) => boolean },
): DataDirectoryLock;
