import type { IncomingMessage, ServerResponse } from "node:http";
export const MAX_BODY_BYTES: number;
export const BODY_TOO_LARGE_MESSAGE: string;
export const PHOTO_UPLOAD_PATH: string;
export const PHOTO_UPLOAD_CAP_BYTES: number;
export function bodyCapFor(req: IncomingMessage): number;
export function hasBody(req: IncomingMessage): boolean;
export function readCappedBody(
  req: IncomingMessage,
  maxBytes?: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false }>;
export function replayWithBody(req: IncomingMessage, bytes: Buffer): IncomingMessage;
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void;
