// Starts extra instances of the site's server (server/serve.mjs on the build the browser tests
// use) for tests about starting and stopping. PORT=0 lets the system choose a free port, which
// the server prints on its "Ready on" line. Every wait here ends on an event (a line, an exit),
// bounded by the test's own timeout.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { e2eBuildEnv, e2ePort } from "../../../scripts/e2e-build.mjs";

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const root = path.resolve(__dirname, "../../..");

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [path.join(root, "server", "serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      ...e2eBuildEnv(e2ePort()),
      PORT: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      E2E_TEST_HOOKS: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** The port the server listens on, once it says it is ready; throws if it exits first. */
export function readyPort(server: ServerProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Ready on http:\/\/[^:\s]+:(\d+)/.exec(server.output());
      if (match) {
        server.child.stdout!.off("data", check);
        resolve(Number(match[1]));
      }
    };
    server.child.stdout!.on("data", check);
    check();
    void server.exited.then(({ code }) =>
      reject(
        new Error(`The server exited (code ${code}) before it was ready:\n${server.output()}`),
      ),
    );
  });
}
