// A server started on a build that already served pages (a restart, a deploy of the same build)
// must not show a page made before the last save of the site's content: it holds its first
// visitors until it expired those pages (server/lifecycle.mjs). Here the phone number is
// changed in the database while the server is down, as another instance's save would be, and
// the very first request after the restart gets the new number.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "../helpers/test";
import { readyPort, startServerProcess } from "../helpers/server-process";

const savedElsewhere = "(385) 555-0142";

test("the first page after a restart shows the content saved while it was down", async () => {
  // Two full starts (one creating the database) on a shared machine: a bound, not a measurement.
  test.slow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bp-in-step-"));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "in step passphrase 1" };
  try {
    const first = startServerProcess(env);
    const firstPort = await readyPort(first);
    expect(await (await fetch(`http://localhost:${firstPort}/contact`)).text()).not.toContain(
      savedElsewhere,
    );
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);

    const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
    await db.query("UPDATE business_facts SET phone = $1, revision = revision + 1 WHERE id = 1", [
      savedElsewhere,
    ]);
    await db.close();

    const second = startServerProcess(env);
    const secondPort = await readyPort(second);
    const page = await fetch(`http://localhost:${secondPort}/contact`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(savedElsewhere);
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
