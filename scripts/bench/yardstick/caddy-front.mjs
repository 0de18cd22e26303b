// Caddy in front of both the product and the bare page, as in production (deploy/Caddyfile):
// TLS from Caddy's own local authority, so browsers speak HTTP/2 and fetch a page's scripts and
// stylesheets over one connection. Straight from Node's server, Chrome speaks HTTP/1.1 and opens
// at most six connections to a host, so under Lighthouse's devtools throttling (562 ms a request)
// the seventh file waits for a whole second round trip; no visitor of a deployed site meets that.
// npm run bench measures through it when BENCH_LIGHTHOUSE_VIA=caddy.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

/** True when Debian's caddy is on the PATH. */
export function caddyInstalled() {
  return spawnSync("caddy", ["version"]).status === 0;
}

/** The Caddyfile: one HTTPS site on `port` per upstream, compressed as deploy/Caddyfile does. */
export function benchCaddyfile(sites, httpPort) {
  const global = [
    "{",
    "\tadmin off",
    "\tlocal_certs",
    "\tskip_install_trust",
    `\thttp_port ${httpPort}`,
    "}",
  ];
  const blocks = sites.map(({ port, upstream }) =>
    [
      `localhost:${port} {`,
      "\tencode zstd gzip",
      `\treverse_proxy 127.0.0.1:${upstream}`,
      "}",
    ].join("\n"),
  );
  return `${global.join("\n")}\n${blocks.join("\n")}\n`;
}

function answers(url, ca) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

/**
 * Starts Caddy for `sites` ({ port, upstream, path }: path is one page that answers 200) and
 * resolves once each answers over TLS its authority signed. stop() ends Caddy and removes its
 * certificates.
 */
export async function startCaddyInFront(sites, httpPort) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-caddy-"));
  const config = path.join(work, "Caddyfile");
  fs.writeFileSync(config, benchCaddyfile(sites, httpPort));
  const caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      XDG_DATA_HOME: path.join(work, "data"),
      XDG_CONFIG_HOME: path.join(work, "config"),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  caddy.stderr.on("data", (chunk) => (output += chunk));
  const stop = () => {
    caddy.kill("SIGTERM");
    fs.rmSync(work, { recursive: true, force: true });
  };
  const rootCert = path.join(work, "data", "caddy", "pki", "authorities", "local", "root.crt");
  for (let i = 0; i < 300; i++) {
    if (caddy.exitCode !== null) break;
    if (fs.existsSync(rootCert)) {
      const ca = fs.readFileSync(rootCert);
      const ready = await Promise.all(
        sites.map(({ port, path: page }) => answers(`https://localhost:${port}${page}`, ca)),
      );
      if (ready.every(Boolean)) return { stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`Caddy did not come up in front of the bench:\n${output}`);
}
