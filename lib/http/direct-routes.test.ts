// The server's direct call of a handler (server/responses/direct-routes.mjs) on a real HTTP connection: the
// handler gets the path, query, headers and the body the server read; its status, headers and
// every cookie reach the client; other paths and methods are left to Next. And the headers
// next.config.ts would add (lib/http/direct-routes.ts) are found for the path.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { configuredHeaders, sourceCovers } from "@/lib/http/direct-routes";
import { answeredDirectly } from "@/server/responses/direct-routes.mjs";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/booking/calendar/availability-request", () => ({
  answerAvailabilityRequest: jest.fn(),
}));

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

const seen: { url: string; method: string; body: string; address: string | null }[] = [];
const routes = {
  "/api/calendar-read": async (request: Request) => {
    seen.push({
      url: request.url,
      method: request.method,
      body: await request.text(),
      address: request.headers.get("x-bp-client-address"),
    });
    const response = Response.json({ free: 3 }, { status: 200 });
    response.headers.append("set-cookie", "a=1; Path=/");
    response.headers.append("set-cookie", "b=2; Path=/; HttpOnly");
    response.headers.set("cache-control", "no-store");
    return response;
  },
};
const toNext: string[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (await answeredDirectly(req, res, Buffer.concat(chunks), routes)) return;
    toNext.push(`${req.method} ${req.url}`);
    res.end("from Next");
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          headers: { "content-type": "application/json", "x-bp-client-address": "203.0.113.5" },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

describe("a handler the server calls itself", () => {
  it("gets the request as sent and answers with its status, headers and every cookie", async () => {
    const answer = await send("POST", "/api/calendar-read?month=3", '{"from":"2030-01-07"}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ free: 3 });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly"]);
    expect(seen).toEqual([
      {
        url: "http://localhost/api/calendar-read?month=3",
        method: "POST",
        body: '{"from":"2030-01-07"}',
        address: "203.0.113.5",
      },
    ]);
    expect(toNext).toEqual([]);
  });

  it("leaves other paths and methods to Next", async () => {
    await send("GET", "/api/calendar-read");
    await send("POST", "/api/calendar-read/more", "{}");
    expect(toNext).toEqual(["GET /api/calendar-read", "POST /api/calendar-read/more"]);
  });
});

describe("the headers next.config.ts gives a path", () => {
  it("reads both kinds of source the config uses", () => {
    expect(sourceCovers("/((?!embed/).*)", "/api/getAvailabilityV2")).toBe(true);
    expect(sourceCovers("/((?!embed/).*)", "/embed/letter-tiles")).toBe(false);
    expect(sourceCovers("/embed/:path*", "/embed/letter-tiles")).toBe(true);
    expect(sourceCovers("/embed/:path*", "/api/getAvailabilityV2")).toBe(false);
  });

  it("gives the calendar's read the site's security headers, never framed", () => {
    const headers = new Map(configuredHeaders("/api/getAvailabilityV2", true));
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("Strict-Transport-Security")).toBeDefined();
  });
});
