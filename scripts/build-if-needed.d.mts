import type { Server } from "node:http";
export const isRelease: () => boolean;
export function builtInSettings(env?: Record<string, string | undefined>): Record<string, string>;
export function buildReason(): string | null;
export function build(): Promise<void>;
export function buildIfNeeded(): Promise<void>;
export function serve(options: {
  port?: number;
  env?: Record<string, string>;
}): Promise<Server | undefined>;
