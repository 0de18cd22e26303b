import type { IncomingMessage, ServerResponse } from "node:http";
export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function staticAssetCache(staticDir: string): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  observe(req: IncomingMessage, res: ServerResponse): void;
  settled(pathname: string): Promise<{ headers: Record<string, unknown>; body: Buffer } | null>;
};
