import type { IncomingMessage, ServerResponse } from "node:http";
export function answeredDirectly(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | null,
  routes: Record<string, (request: Request) => Promise<Response>> | undefined,
): Promise<boolean>;
