// Server memory under 40 parallel oversized chunked POSTs (10 MB each unless told, no Content-Length):
//   node scripts/measure/chunked-bodies.mjs http://localhost:4101 <server pid> [MB per body]
// Prints the resident memory (RSS, MB) of the server's process tree before, at peak and after,
// and the statuses the posts got.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";

const base = new URL(process.argv[2] ?? "http://localhost:3000");
const rootPid = Number(process.argv[3]);
const PARALLEL = 40;
const BODY_BYTES = Number(process.argv[4] ?? 10) * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

function treeRssMb() {
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    try {
      pids.push(
        ...execFileSync("pgrep", ["-P", String(pids[i])], { encoding: "utf8" })
          .split("\n")
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      // no children
    }
  }
  let kb = 0;
  for (const pid of pids) {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    if (match) kb += Number(match[1]);
  }
  return Math.round(kb / 1024);
}

function chunkedPost(path) {
  return new Promise((resolve) => {
    const request = http.request({
      host: base.hostname,
      port: base.port,
      path,
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    let sent = 0;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      resolve({ status, sentMb: +(sent / 1024 / 1024).toFixed(2) });
    };
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => finish(response.statusCode));
      request.destroy();
      finish(response.statusCode);
    });
    request.on("error", () => finish("connection closed"));
    const pump = () => {
      while (!done && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return request.once("drain", pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}

const before = treeRssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb())), 50);
const results = await Promise.all(
  Array.from({ length: PARALLEL }, () => chunkedPost("/api/contact")),
);
clearInterval(sampler);
const statuses = {};
for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
await new Promise((resolve) => setTimeout(resolve, 1000));
console.log(
  JSON.stringify({
    parallel: PARALLEL,
    bodyMb: BODY_BYTES / 1024 / 1024,
    rssMb: { before, peak, after: treeRssMb() },
    statuses,
    maxSentMb: Math.max(...results.map((r) => r.sentMb)),
  }),
);
