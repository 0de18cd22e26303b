// The server Playwright tests run against: the production build on a fresh embedded database,
// with test-friendly settings (no minimum form-fill time, auth rate limits off, a known admin).
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded, serve } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = path.join(root, "data");
fs.mkdirSync(dataRoot, { recursive: true });
for (const entry of fs.readdirSync(dataRoot)) {
  if (entry.startsWith("e2e-"))
    fs.rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
}
const dataDir = path.join(dataRoot, `e2e-${Date.now()}`);

buildIfNeeded();
await serve({
  port,
  env: {
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
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
