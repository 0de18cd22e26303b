import type { Server } from "node:http";
export function buildReason(): string | null;
export function buildIfNeeded(): void;
export function serve(options: {
  port?: number;
  env?: Record<string, string>;
}): Promise<Server | undefined>;
