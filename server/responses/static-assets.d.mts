import type { IncomingMessage, ServerResponse } from "node:http";
export function staticAssetCache(staticDir: string): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  observe(req: IncomingMessage, res: ServerResponse): void;
  settled(pathname: string): Promise<{ headers: Record<string, unknown>; body: Buffer } | null>;
};
