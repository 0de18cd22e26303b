// Conditional requests for the sound library's routes: a strong ETag, and the 304 a browser gets
// when what it holds is still current.
import { createHash } from "node:crypto";

export const entityTag = (body: string) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`;

/** True when the request's If-None-Match names the tag (or is "*"). */
export function matchesTag(request: Request, tag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === tag || value === "*");
}
