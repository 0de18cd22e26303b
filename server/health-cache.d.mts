export const REFRESH_AFTER_MS: number;
export const STALE_AFTER_MS: number;
export function healthCache<H extends { status: string }>(options: {
  probe: () => Promise<H>;
  now?: () => number;
}): { current(): Promise<H> };
export function healthStatusCode(health: { status: string }): 200 | 503;
