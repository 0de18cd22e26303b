import type { IncomingMessage, ServerResponse } from "node:http";
export const BROTLI_PARAMS: Record<number, number>;
export function accepts(header: string | string[] | undefined, coding: string): boolean;
export function pageKey(page: string | Buffer): string;
export function remember<K, V>(map: Map<K, V>, key: K, value: V): V;
export function pageKeyFor(address: string, page: string | Buffer): string;
export function compressResponse(
  req: IncomingMessage,
  res: ServerResponse,
  options?: {
    rewritePage?: (html: string | Buffer, key: string) => Buffer | null | Promise<Buffer | null>;
  },
): Promise<void>;
