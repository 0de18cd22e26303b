// The custom server's response compression (server/responses/compression.mjs) on a real HTTP connection:
// brotli for a browser that asks for it, gzip for one that asks only for that, the page as it is
// for a client that asks for neither, and the same bytes after decoding in every case. A
// prerendered page is compressed once and its bytes reused; other pages are compressed as they
// stream.
import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import zlib from "node:zlib";
import { compressResponse } from "@/server/responses/compression.mjs";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

/** Stands in for a prerendered page: markup, then the same words again as page data. */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>We teach children with dyslexia to read.</p>".repeat(400)}` +
    `<script>${JSON.stringify("We teach children with dyslexia to read. ".repeat(400))}</script></body></html>`,
);

/** A prerendered page no other test asks for, so its first compression happens in its test. */
const pageSeenOnce = Buffer.concat([page, Buffer.from("<!-- seen once -->")]);

/** What "/rebuilt" sends: a new build changes the page behind the same address. */
let rebuilt = Buffer.concat([page, Buffer.from("<!-- build 1 -->")]);

let server: http.Server;
let port: number;

beforeAll(async () => {
  // Stands in for Next.js: "/" is prerendered (one end() with the whole page), "/streamed" is
  // written in parts, "/per-request" is whole but rendered for this request.
  server = http.createServer((req, res) => {
    void compressResponse(req, res).then(() => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (req.url === "/streamed") {
        res.write(page.subarray(0, 5000));
        return res.end(page.subarray(5000));
      }
      const body = req.url === "/once" ? pageSeenOnce : req.url === "/rebuilt" ? rebuilt : page;
      if (req.url !== "/per-request") res.setHeader("x-nextjs-prerender", "1");
      res.setHeader("Content-Length", body.length);
      res.end(body.toString("utf8"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(acceptEncoding: string | null, path = "/") {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
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

it("compresses a prerendered page once and sends the same bytes to the next browser", async () => {
  const compressions = jest.spyOn(zlib, "brotliCompressSync");
  try {
    const first = await get("br", "/once");
    const second = await get("br", "/once");
    expect(second.body.equals(first.body)).toBe(true);
    expect(zlib.brotliDecompressSync(second.body).equals(pageSeenOnce)).toBe(true);
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    expect(compressions).toHaveBeenCalledTimes(1);

    // A page rendered for each request, or written in parts, is compressed as it streams.
    for (const path of ["/per-request", "/streamed"]) {
      const { headers, body } = await get("br", path);
      expect(headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(body).equals(page)).toBe(true);
    }
    expect(compressions).toHaveBeenCalledTimes(1);
  } finally {
    compressions.mockRestore();
  }
});

it("knows a page sent again by its bytes without hashing it again, and a changed page as new", async () => {
  const hashes = jest.spyOn(crypto, "createHash");
  try {
    const first = await get("br", "/rebuilt");
    await get("br", "/rebuilt");
    expect(hashes).toHaveBeenCalledTimes(1);

    rebuilt = Buffer.concat([page, Buffer.from("<!-- build 2 -->")]);
    const after = await get("br", "/rebuilt");
    expect(hashes).toHaveBeenCalledTimes(2);
    expect(zlib.brotliDecompressSync(first.body).toString()).toMatch(/build 1/);
    expect(zlib.brotliDecompressSync(after.body).equals(rebuilt)).toBe(true);
  } finally {
    hashes.mockRestore();
  }
});
