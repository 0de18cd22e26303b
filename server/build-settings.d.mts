export function distDirFrom(env: Record<string, string | undefined>): string;
export function isTestHooksBuild(env: Record<string, string | undefined>): boolean;
