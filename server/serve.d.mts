import type { Server } from "node:http";
export function serveSite(options?: {
  dev?: boolean;
  port?: number;
  hostname?: string;
}): Promise<Server | undefined>;
