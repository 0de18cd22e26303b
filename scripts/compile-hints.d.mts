export const COMPILE_HINT: string;
export function startUpScripts(distDir: string): string[];
export function addCompileHints(distDir: string): string[];
