export function controlSocketPath(dataDir: string): string;
export function openControlSocket(options: {
  dataDir: string;
  dump: (emit: (line: string) => void) => Promise<void>;
  onError: (error: unknown) => void;
}): Promise<{ path: string; close: () => Promise<void> }>;
export function dumpThroughControlSocket(dataDir: string): AsyncGenerator<string>;
