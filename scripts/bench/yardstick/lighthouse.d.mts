import type { Result } from "lighthouse";

export type PerformanceFigures = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};
export function chromeFlags(): string[];
export function runLighthouse(url: string, categories?: string[]): Promise<Result>;
export function performanceFigures(lhr: Result): PerformanceFigures;
