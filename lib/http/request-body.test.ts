// The custom server's body cap (server/traffic/request-body.mjs) on a real HTTP connection: it counts the
// bytes that arrive, chunked or not, answers 413 with a JSON {error} the client gets to read, and
// hands the handler a body it can read as usual.
import http from "node:http";
import { PHOTO_UPLOAD_CAP_BYTES as PHOTO_UPLOAD_CAP_FOR_PROXY } from "@/lib/site-content/photos/formats";
import type { AddressInfo } from "node:net";
import {
  BODY_TOO_LARGE_MESSAGE,
  bodyCapFor,
  MAX_BODY_BYTES,
  PHOTO_UPLOAD_CAP_BYTES,
  hasBody,
  readCappedBody,
  refuseTooLarge,
  replayWithBody,
} from "@/server/traffic/request-body.mjs";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

let server: http.Server;
let port: number;
const received: { bytes: number; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  // The handler's promise is ours to drop: a failure surfaces as the request's failed assertion.
  server = http.createServer((req, res) => void handle(req, res));
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let request = req;
    if (hasBody(req)) {
      const body = await readCappedBody(req);
      if (!body.ok) return refuseTooLarge(req, res);
      request = replayWithBody(req, body.bytes);
    }
    // Stands in for Next: reads the body the ordinary way.
    let bytes = 0;
    for await (const chunk of request) bytes += (chunk as Buffer).length;
    received.push({ bytes, headers: request.headers });
    res.end(JSON.stringify({ bytes }));
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

type Answer = { status: number; body: unknown; sentBytes: number };

/** Sends `total` bytes in 16 KB chunks (chunked unless a length is declared) and stops once answered. */
function send(total: number, declareLength = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = declareLength
      ? { "content-length": total }
      : { "transfer-encoding": "chunked" };
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/contact",
      headers,
    });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentBytes: sent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const size = Math.min(16 * 1024, total - sent);
        sent += size;
        if (!req.write(Buffer.alloc(size, "a"))) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("the request body cap", () => {
  it("refuses a chunked body over the cap with 413 and a message, without handing it on", async () => {
    const answer = await send(20 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413, body: { error: BODY_TOO_LARGE_MESSAGE } });
    expect(received).toEqual([]);
    // It stopped reading long before the 20 MB were sent.
    expect(answer.sentBytes).toBeLessThan(5 * 1024 * 1024);
  });

  it("refuses a declared length over the cap before reading it", async () => {
    const answer = await send(MAX_BODY_BYTES + 1, true);
    expect(answer).toMatchObject({ status: 413, body: { error: BODY_TOO_LARGE_MESSAGE } });
    expect(received).toEqual([]);
  });

  it("hands a chunked body at the cap on whole, with its length declared", async () => {
    const answer = await send(MAX_BODY_BYTES);
    expect(answer).toMatchObject({ status: 200, body: { bytes: MAX_BODY_BYTES } });
    expect(received[0]!.headers["content-length"]).toBe(String(MAX_BODY_BYTES));
    expect(received[0]!.headers["transfer-encoding"]).toBeUndefined();
  });

  it("keeps answering on the same server after refusals (parallel oversized posts)", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(5 * 1024 * 1024)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(413));
    expect(await send(10)).toMatchObject({ status: 200, body: { bytes: 10 } });
  });
});

describe("the staff photo exemption", () => {
  const request = (method: string, url: string, cookie?: string) =>
    ({ method, url, headers: cookie ? { cookie } : {} }) as unknown as http.IncomingMessage;

  it("lets a signed-in POST to the upload route send a 10 MB photo", () => {
    expect(
      bodyCapFor(request("POST", "/api/site-content/staff-photos", "a=1; bp.session_token=x")),
    ).toBe(PHOTO_UPLOAD_CAP_BYTES);
    expect(
      bodyCapFor(
        request("POST", "/api/site-content/staff-photos?x=1", "__Secure-bp.session_token=x"),
      ),
    ).toBe(PHOTO_UPLOAD_CAP_BYTES);
    // The same allowance proxy.ts and next.config.ts give it.
    expect(PHOTO_UPLOAD_CAP_BYTES).toBe(PHOTO_UPLOAD_CAP_FOR_PROXY);
  });

  it("keeps the 64 KB cap for anyone else and any other route", () => {
    expect(bodyCapFor(request("POST", "/api/site-content/staff-photos"))).toBe(MAX_BODY_BYTES);
    expect(bodyCapFor(request("POST", "/api/site-content/staff-photos", "bp.session_token="))).toBe(
      MAX_BODY_BYTES,
    );
    expect(bodyCapFor(request("PUT", "/api/site-content/staff-photos", "bp.session_token=x"))).toBe(
      MAX_BODY_BYTES,
    );
    expect(bodyCapFor(request("POST", "/api/contact", "bp.session_token=x"))).toBe(MAX_BODY_BYTES);
    expect(
      bodyCapFor(
        request("POST", "/api/site-content/staff-photos/../contact", "bp.session_token=x"),
      ),
    ).toBe(MAX_BODY_BYTES);
  });
});
