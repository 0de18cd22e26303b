// The custom server (server/serve.mjs): the client address comes from the connection, request
// bodies are capped on the bytes read, an embedded data directory has one owner, and a server
// that cannot prepare itself exits non-zero instead of serving errors.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../helpers/test";
import { BODY_TOO_LARGE_MESSAGE } from "../../../server/traffic/request-body.mjs";
import { readyPort, startServerProcess } from "../helpers/server-process";

const root = path.resolve(__dirname, "../../..");

test.describe("the client address", () => {
  test("a client rotating X-Forwarded-For keeps one address: the contact form's limit still trips", async ({
    request,
  }) => {
    // Its own rate-limit bucket (E2E_TEST_HOOKS), so other tests' posts do not count.
    const cookie = `bp_e2e_client=rotate-${test.info().testId}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const response = await request.post("/api/contact", {
        headers: {
          cookie,
          "x-forwarded-for": `198.51.100.${i}`,
          "x-real-ip": `198.51.100.${i}`,
          "x-bp-client-address": `203.0.113.${i}`,
        },
        data: {},
      });
      statuses.push(response.status());
    }
    // The first 30 reach validation (the empty form is refused); the 31st is over the limit.
    expect(statuses.slice(0, 30).filter((status) => status === 429)).toEqual([]);
    expect(statuses[30]).toBe(429);
  });
});

type Sent = { status: number; json: unknown };

/** A POST whose body is sent in chunks (no Content-Length), like a streaming client. */
function chunkedPost(
  baseURL: string,
  pathname: string,
  chunks: Buffer[],
  headers: Record<string, string> = {},
): Promise<Sent> {
  const url = new URL(pathname, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", ...headers },
    });
    let settled = false;
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => {
        settled = true;
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || "null") });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!settled) reject(error);
    });
    const pump = (index: number) => {
      if (settled || req.destroyed) return;
      if (index === chunks.length) return void req.end();
      if (req.write(chunks[index])) pump(index + 1);
      else req.once("drain", () => pump(index + 1));
    };
    pump(0);
  });
}

test.describe("request bodies are capped on the bytes read", () => {
  const megabyte = () => Array.from({ length: 16 }, () => Buffer.alloc(64 * 1024, "a"));

  test("a chunked API body over 64 KB gets 413 with a message, whatever the route", async ({
    baseURL,
  }) => {
    const sent = await chunkedPost(baseURL!, "/api/contact", megabyte());
    expect(sent).toEqual({ status: 413, json: { error: BODY_TOO_LARGE_MESSAGE } });
    // A route that never reads a body (health has no POST) is capped all the same: the server
    // refuses it before Next would buffer it.
    expect(await chunkedPost(baseURL!, "/api/health", megabyte())).toEqual({
      status: 413,
      json: { error: BODY_TOO_LARGE_MESSAGE },
    });
  });

  test("a chunked server-action POST over 64 KB gets 413", async ({ baseURL }) => {
    // Half a megabyte: under Next's own 1 MB server-action limit, over this site's cap.
    const halfMegabyte = megabyte().slice(0, 8);
    const sent = await chunkedPost(baseURL!, "/contact", halfMegabyte, {
      "next-action": "0".repeat(42),
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(sent).toEqual({ status: 413, json: { error: BODY_TOO_LARGE_MESSAGE } });
  });

  test("a declared Content-Length over 64 KB gets 413 before the body is read", async ({
    request,
  }) => {
    const response = await request.post("/api/contact", {
      headers: { "content-type": "application/json" },
      data: `{"message":"${"a".repeat(70 * 1024)}"}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining("too large") });
  });

  test("a small chunked body reaches the handler", async ({ baseURL }) => {
    const sent = await chunkedPost(baseURL!, "/api/contact", [Buffer.from("{"), Buffer.from("}")], {
      cookie: `bp_e2e_client=small-${test.info().testId}`,
    });
    // The empty form is refused by validation, so the handler read the body.
    expect(sent.status).toBe(400);
    expect(sent.json).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });
});

test.describe("starting and stopping", () => {
  test("a second server on a data directory in use exits with the directory and the holder's pid", async ({
    request,
  }) => {
    const candidates = fs
      .readdirSync(path.join(root, "data"))
      .map((entry) => path.join(root, "data", entry, "pglite.lock"))
      .filter((file) => fs.existsSync(file));
    const held = candidates
      .map((file) => ({
        file,
        pid: (JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number }).pid,
      }))
      .find(({ pid }) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
    expect(held, "the test server's embedded data directory is locked").toBeDefined();
    const dataDir = path.dirname(held!.file);
    const before = fs.readFileSync(held!.file, "utf8");

    const second = startServerProcess({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(path.join(dataDir, "pglite"));
    expect(second.output()).toContain(`pid ${held!.pid}`);
    expect(fs.readFileSync(held!.file, "utf8")).toBe(before);
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a server that cannot reach its database exits non-zero instead of serving", async () => {
    const server = startServerProcess({
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/unreachable",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("The site could not start");
  });

  test("after kill -9 the next start recovers the data directory, and SIGTERM stops it cleanly", async () => {
    // Two full starts (one creating the database) on a shared machine: a bound, not a measurement.
    test.slow();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bp-kill-9-"));
    try {
      const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "kill nine passphrase 1" };
      const first = startServerProcess(env);
      const firstPort = await readyPort(first);
      expect((await fetch(`http://localhost:${firstPort}/api/health`)).status).toBe(200);
      first.child.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

      const second = startServerProcess(env);
      const secondPort = await readyPort(second);
      const health = await fetch(`http://localhost:${secondPort}/api/health`);
      expect(health.status).toBe(200);
      second.child.kill("SIGTERM");
      expect((await second.exited).code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
