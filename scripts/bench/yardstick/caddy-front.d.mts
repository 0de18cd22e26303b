export type FrontedSite = { port: number; upstream: number; path: string };
export function caddyInstalled(): boolean;
export function benchCaddyfile(sites: FrontedSite[], httpPort: number): string;
export function startCaddyInFront(
  sites: FrontedSite[],
  httpPort: number,
): Promise<{ stop: () => void }>;
