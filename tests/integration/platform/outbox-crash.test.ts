// kill -9 between the send and its record: the instance delivering the outbox
// (outbox-crash.script.ts, a process of its own as instances are) dies right after the SMTP
// server accepted an email. Whatever runs the outbox next, no second copy arrives: the row it
// left `sending` becomes `interrupted` after the claim lease, for staff to judge.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { emailOutbox } from "@/db/schema";
import { CLAIM_LEASE_MS, deliverPending, messageIdFor } from "@/lib/email/delivery";
import { queueEmails } from "@/lib/email/outbox";
import { smtpTransport } from "@/lib/email/smtp";
import { startSmtpSink } from "../../helpers/smtp-sink";
import { openTestDatabase, testDatabaseTargets } from "../../helpers/test-db";

jest.setTimeout(240_000);

const root = path.join(__dirname, "../../..");
const NOW = new Date("2030-01-07T15:00:00Z");

/** Runs the script until it reports the SMTP acceptance, then kills it with SIGKILL. */
function deliverAndDie(env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(__dirname, "outbox-crash.script.ts"),
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const accepted = /ACCEPTED (\S+)/.exec(output);
      if (accepted) {
        child.kill("SIGKILL");
        child.on("exit", () => resolve(accepted[1]!));
      }
    });
    child.on("exit", (code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`the script ended on its own (${code})`));
    });
  });
}

describe.each(testDatabaseTargets())(
  "an instance killed after the SMTP server accepted an email, on $label",
  (target) => {
    it("never sends that email a second time", async () => {
      const sink = await startSmtpSink();
      const transport = smtpTransport(sink.url, "hello@bright.example");
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-crash-"));
      // PGlite lives in one process at a time: the test opens the data directory before and after
      // the script, never while it runs. PostgreSQL is shared as between real instances.
      const open = async (): Promise<DatabaseHandle> =>
        target.url ? openTestDatabase(target) : openDatabase({ dataDir });
      let handle = await open();
      try {
        if (!target.url) await runMigrations(handle);
        await queueEmails(handle.db, [
          { kind: "test", to: "parent@example.com", subject: "Your consultation", text: "Hello." },
        ]);
        const [queued] = await handle.db.select().from(emailOutbox);
        if (!target.url) await handle.close();

        const messageId = await deliverAndDie({
          SMTP_URL: sink.url,
          NOW: NOW.toISOString(),
          ...(target.url ? { DATABASE_URL: target.url } : { DATA_DIR: dataDir }),
        });
        expect(messageId).toBe(messageIdFor(queued!.id));
        expect(sink.received).toHaveLength(1);

        if (!target.url) handle = await open();
        const db = handle.db;
        expect((await db.select().from(emailOutbox))[0]?.status).toBe("sending");
        for (const minutes of [1, 6, 60])
          await deliverPending(db, transport, new Date(NOW.getTime() + minutes * 60_000));
        expect(sink.received).toHaveLength(1);
        expect((await db.select().from(emailOutbox))[0]).toMatchObject({
          status: "interrupted",
          attempts: 1,
        });
        expect(CLAIM_LEASE_MS).toBeLessThan(60 * 60_000);
      } finally {
        transport.close();
        await sink.close();
        await handle.close().catch(() => {});
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
