// What the server answers before Next (server/responses/fast-path.mjs), on a real HTTP connection: a
// flooding client's POSTs to a rate-limited route get the route's own 429 from its token bucket,
// whatever address headers it sends, and never reach Next; a client with tokens left reaches Next
// and is counted there only; /api/health comes from the probe's last result. Clock injected.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { addressSigningSecret, stampClientAddress } from "@/server/traffic/client-address.mjs";
import { serverFastPath } from "@/server/responses/fast-path.mjs";
import type { Lifecycle } from "@/server/lifecycle.mjs";
import { PUBLIC_RATES, TOO_MANY_REQUESTS, bucketKey } from "@/server/traffic/public-limits.mjs";
import { TokenBuckets } from "@/server/traffic/token-bucket.mjs";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

const T0 = 1_900_000_000_000;
const ME = "127.0.0.1";
const contact = PUBLIC_RATES["lead:contact"];
const up = { status: "ok", database: { kind: "pglite", state: "up", latencyMs: 1 } };
const writesDown = {
  status: "error",
  down: "database: write",
  database: { kind: "pglite", state: "down" },
};

let clock = T0;
let buckets: TokenBuckets;
let lifecycle: Lifecycle;
let health: { status: string };
let probes = 0;
let answered: ReturnType<typeof serverFastPath>;
const reachedNext: string[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  const secret = addressSigningSecret({ create: true })!;
  // As server/serve.mjs: the address from the connection first, then the fast path, then "Next".
  server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const request = stampClientAddress(req, 0, secret);
    if (await answered(request, res)) return;
    reachedNext.push(`${req.method} ${req.url}`);
    request.resume();
    res.end("from Next");
  }
  await new Promise<void>((resolve) => server.listen(0, ME, resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clock = T0;
  buckets = new TokenBuckets();
  probes = 0;
  health = up;
  lifecycle = {
    state: "ready",
    probeHealth: () => {
      probes += 1;
      return Promise.resolve(health);
    },
  };
  answered = serverFastPath({ lifecycle, buckets, now: () => clock });
  reachedNext.length = 0;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(method: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: ME, port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(method === "POST" ? JSON.stringify({ name: "Ada" }) : undefined);
  });
}

/** Spends the client's allowance for a write, as the app does for the requests it lets through. */
function spend(write: keyof typeof PUBLIC_RATES, subject = ME) {
  const rule = PUBLIC_RATES[write];
  for (let i = 0; i < rule.limit; i++) buckets.take(bucketKey(write, subject), rule, clock);
}

describe("a flood of refused requests", () => {
  it("is answered by the server with the route's 429, and none of it reaches Next", async () => {
    spend("lead:contact");
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await send("POST", "/api/contact"));
    for (const answer of answers) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toEqual({ error: TOO_MANY_REQUESTS, code: "rate_limited" });
      expect(answer.headers["cache-control"]).toBe("no-store");
      // One token every 600 s / 30 = 20 s.
      expect(answer.headers["retry-after"]).toBe("20");
    }
    expect(reachedNext).toEqual([]);
  });

  it("believes no address the client sends about itself", async () => {
    spend("booking:availability");
    const forged = await send("POST", "/api/getAvailabilityV2", {
      "x-bp-client-address": "198.51.100.20",
      "x-forwarded-for": "198.51.100.21",
      "x-real-ip": "198.51.100.22",
    });
    expect(forged.status).toBe(429);
    expect(reachedNext).toEqual([]);
  });

  it("lets a client with tokens left through to Next without taking one (the app counts it)", async () => {
    spend("lead:contact", "203.0.113.9");
    expect((await send("POST", "/api/contact?from=footer")).status).toBe(200);
    expect(reachedNext).toEqual(["POST /api/contact?from=footer"]);
    const allowance = Array.from({ length: contact.limit + 1 }, () =>
      buckets.take(bucketKey("lead:contact", ME), contact, clock),
    );
    expect(allowance.filter(Boolean)).toHaveLength(contact.limit);
  });

  it("keeps routes apart, leaves other methods and pages to Next, and lets a refilled client in", async () => {
    spend("lead:contact");
    expect((await send("POST", "/api/holdSlot")).status).toBe(200);
    expect((await send("GET", "/api/contact")).status).toBe(200);
    expect((await send("POST", "/contact")).status).toBe(200);
    clock += 20_000;
    expect((await send("POST", "/api/contact")).status).toBe(200);
    expect(reachedNext).toEqual([
      "POST /api/holdSlot",
      "GET /api/contact",
      "POST /contact",
      "POST /api/contact",
    ]);
  });
});

describe("GET /api/health from the server", () => {
  it("answers from the probe's last result, probing again in the background after a second", async () => {
    const first = await send("GET", "/api/health");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(first.body)).toEqual(up);
    expect((await send("GET", "/api/health")).status).toBe(200);
    expect(probes).toBe(1);
    clock += 1_000;
    health = writesDown;
    // The result in hand answers at once; the new one is on its way.
    expect((await send("GET", "/api/health")).status).toBe(200);
    expect(probes).toBe(2);
    const next = await send("GET", "/api/health");
    expect(next.status).toBe(503);
    expect(JSON.parse(next.body)).toEqual(writesDown);
    expect(reachedNext).toEqual([]);
  });

  it("never serves a result older than a few seconds: it waits for a fresh probe", async () => {
    await send("GET", "/api/health");
    health = writesDown;
    clock += 5_000;
    expect((await send("GET", "/api/health")).status).toBe(503);
    expect(probes).toBe(2);
  });

  it("leaves health to Next while the app is not ready (starting, stopping)", async () => {
    lifecycle.state = "stopping";
    expect(await send("GET", "/api/health")).toMatchObject({ status: 200, body: "from Next" });
    expect(probes).toBe(0);
    expect(reachedNext).toEqual(["GET /api/health"]);
  });
});
