// The server Playwright tests run against: a production build of their own (in .next-e2e, with
// the test hooks compiled in: test-only routes and injected faults, which a release build lacks)
// on a fresh embedded database, with test-friendly settings (no minimum form-fill time, auth rate
// limits off, a known admin).
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded, serve } from "./build-if-needed.mjs";
import { e2eBuildEnv, e2ePort } from "./e2e-build.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = e2ePort();
const dataRoot = path.join(root, "data");
fs.mkdirSync(dataRoot, { recursive: true });
for (const entry of fs.readdirSync(dataRoot)) {
  if (entry.startsWith("e2e-"))
    fs.rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
}
const dataDir = path.join(dataRoot, `e2e-${Date.now()}`);
// Read by the build (next.config.ts) as well as by the server.
Object.assign(process.env, e2eBuildEnv(port));

await buildIfNeeded();
await serve({
  port,
  env: {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@e2e.test",
    ADMIN_PASSWORD: "e2e admin passphrase 1",
    ADMIN_NAME: "Test Admin",
    BOT_CHECK_MIN_FILL_MS: "0",
    AUTH_RATE_LIMIT: "off",
    E2E_TEST_HOOKS: "1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    SMTP_URL: "",
  },
});
