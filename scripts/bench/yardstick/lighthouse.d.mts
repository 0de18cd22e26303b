import type { Result } from "lighthouse";

export type PerformanceFigures = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
};
export function chromeFlags(): string[];
export const THROTTLING_METHODS: readonly ("simulate" | "devtools")[];
export function runLighthouse(
  url: string,
  categories?: string[],
  throttlingMethod?: "simulate" | "devtools",
): Promise<Result>;
export function performanceFigures(lhr: Result): PerformanceFigures;
