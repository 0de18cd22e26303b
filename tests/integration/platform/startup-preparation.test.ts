// Several instances starting together on one empty database: migrations and the first admin run
// under one advisory lock, so every instance starts and there is exactly one admin. Each
// preparation is a separate process (startup-preparation.script.ts), as real instances are.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { lockDataDirectory } from "@/db/data-dir-lock.mjs";

jest.setTimeout(240_000);

const root = path.join(__dirname, "../../..");
const script = path.join(__dirname, "startup-preparation.script.ts");

async function prepareInstance(database: {
  DATABASE_URL?: string;
  DATA_DIR?: string;
}): Promise<{ ok: boolean; error?: string }> {
  const run = promisify(execFile)(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", script],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: "",
        ...database,
        LOG_LEVEL: "silent",
        NODE_ENV: "test",
        SMTP_URL: "",
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
      },
      timeout: 200_000,
    },
  ).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  const line = (await run).split("\n").find((l) => l.startsWith("RESULT "));
  return line
    ? (JSON.parse(line.slice("RESULT ".length)) as { ok: boolean; error?: string })
    : { ok: false, error: "no result" };
}

async function adminCount(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const result = await handle.db.execute(
    sql.raw(`select count(*)::int as admins from "user" where role = 'admin'`),
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { admins: number }).admins;
}

// PostgreSQL only when TEST_DATABASE_URL names a throwaway database (its schemas are rebuilt).
const postgresUrls = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];

for (const url of postgresUrls) {
  it("two instances preparing an empty PostgreSQL database at once both start, with exactly one admin", async () => {
    const handle = await openDatabase({ url });
    try {
      await handle.db.execute(
        sql.raw(
          "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
        ),
      );
      const results = await Promise.all([
        prepareInstance({ DATABASE_URL: url }),
        prepareInstance({ DATABASE_URL: url }),
      ]);
      expect(results).toEqual([{ ok: true }, { ok: true }]);
      expect(await adminCount(handle)).toBe(1);
    } finally {
      await handle.close();
    }
  });
}

describe("an embedded data directory already open in another process", () => {
  let dataRoot: string;
  beforeEach(() => {
    dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "bp-prepare-"));
  });
  afterEach(() => {
    fs.rmSync(dataRoot, { recursive: true, force: true });
  });

  it("refuses a second start with the directory and the holder's pid, creating nothing; starts once it is free", async () => {
    const held = lockDataDirectory(path.join(dataRoot, "pglite"));
    const refused = await prepareInstance({ DATA_DIR: dataRoot });
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain(path.join(dataRoot, "pglite"));
    expect(refused.error).toContain(`pid ${process.pid}`);
    expect(fs.existsSync(path.join(dataRoot, "pglite"))).toBe(false);

    held.release();
    expect(await prepareInstance({ DATA_DIR: dataRoot })).toEqual({ ok: true });
    const handle = await openDatabase({ dataDir: path.join(dataRoot, "pglite") });
    try {
      expect(await adminCount(handle)).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
