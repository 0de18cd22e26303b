import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lifecycle } from "./lifecycle.mjs";
import type { TokenBuckets } from "./token-bucket.mjs";
export function serverFastPath(options?: {
  lifecycle?: Lifecycle;
  buckets?: TokenBuckets;
  now?: () => number;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
