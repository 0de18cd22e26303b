// The custom server's response compression (server/compression.mjs) on a real HTTP connection:
// brotli for a browser that asks for it, gzip for one that asks only for that, the page as it is
// for a client that asks for neither, and the same bytes after decoding in every case.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { compressResponse } from "@/server/compression.mjs";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

/** Stands in for a prerendered page: markup, then the same words again as page data. */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>We teach children with dyslexia to read.</p>".repeat(400)}` +
    `<script>${JSON.stringify("We teach children with dyslexia to read. ".repeat(400))}</script></body></html>`,
);

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void compressResponse(req, res).then(() => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Length", page.length);
      res.end(page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(acceptEncoding: string | null) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    http
      .get({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

it("sends brotli to a browser that accepts it, smaller than gzip", async () => {
  const brotli = await get("gzip, deflate, br, zstd");
  const gzip = await get("gzip, deflate");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(brotli.body).equals(page)).toBe(true);
  expect(brotli.body.length).toBeLessThan(gzip.body.length);
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
});

it("sends gzip to a client that accepts only gzip", async () => {
  const { headers, body } = await get("gzip");
  expect(headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(body).equals(page)).toBe(true);
});

it("sends the page as it is to a client that accepts no encoding", async () => {
  const { headers, body } = await get(null);
  expect(headers["content-encoding"]).toBeUndefined();
  expect(body.equals(page)).toBe(true);
});
