export function chromiumExecutable(): string | undefined;
export const chromiumHelp: string;
export const testLaunchArgs: string[];
