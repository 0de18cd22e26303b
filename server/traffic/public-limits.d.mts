import type { RateRule, TokenBuckets } from "./token-bucket.mjs";

export const TOO_MANY_REQUESTS: string;
export type PublicWriteName =
  | "booking:availability"
  | "booking:hold"
  | "booking:book"
  | "booking:request"
  | "lead:intake"
  | "lead:assessment"
  | "lead:contact"
  | "lead:contact-fallback"
  | "personal:page"
  | "personal:play";
export const PUBLIC_RATES: { readonly [W in PublicWriteName]: RateRule };
export const LIMITED_ROUTES: { readonly [path: string]: PublicWriteName };
export function bucketKey(write: string, subject: string): string;
export type RefusalAnswer = {
  status: 429;
  headers: Record<"content-type" | "cache-control" | "retry-after", string>;
  body: { error: string; code: "rate_limited" };
};
export function tooManyRequests(waitMs: number): RefusalAnswer;
export function refusalFromMemory(request: {
  method: string | undefined;
  url: string | undefined;
  address: string;
  nowMs: number;
  buckets?: TokenBuckets;
}): RefusalAnswer | null;
