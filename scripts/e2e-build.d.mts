export function e2eBuildEnv(port: number): Record<string, string>;
export const e2ePort: () => number;
