export function chromiumExecutable(): string | undefined;
export const chromiumHelp: string;
