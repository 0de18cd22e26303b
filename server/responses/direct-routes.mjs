// Hands a request straight to a handler the app registered for it (lib/http/direct-routes.ts,
// through the lifecycle), as a web Request with the body the server has already read and capped,
// and writes the handler's Response back: Next's routing and proxy are skipped, nothing else.

/** Per-connection headers, which describe the HTTP/1.1 framing and not the request itself. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Buffer | null} body
 * @param {Record<string, (request: Request) => Promise<Response>> | undefined} routes
 * @returns {Promise<boolean>} whether a handler answered
 */
export async function answeredDirectly(req, res, body, routes) {
  if (!routes || req.method !== "POST" || !req.url) return false;
  const query = req.url.indexOf("?");
  const pathname = query === -1 ? req.url : req.url.slice(0, query);
  const route = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
  if (!route) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The Host header is the client's to write; the handler's URL only needs the path.
  const request = new Request(new URL(req.url, "http://localhost"), {
    method: req.method,
    headers,
    body: body && body.length > 0 ? body : null,
  });
  const response = await route(request);
  /** @type {Record<string, string | string[]>} */
  const out = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  const bytes = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, out);
  res.end(bytes);
  return true;
}
