export type RateRule = { limit: number; windowSeconds: number };
export const MAX_BUCKETS: number;
export class TokenBuckets {
  constructor(maxBuckets?: number);
  take(key: string, rule: RateRule, nowMs: number): boolean;
  empty(key: string, rule: RateRule, nowMs: number): void;
  waitMs(key: string, rule: RateRule, nowMs: number): number;
  get size(): number;
}
export function processTokenBuckets(): TokenBuckets;
export function forgetProcessTokenBuckets(): void;
