// Outbox drain rate (issue 31): 3,000 queued emails the size of a booking confirmation, on a fresh
// in-memory PGlite, delivered as the server does (lib/email/outbox-runner.ts passes of 200 over
// one pooled SMTP transport) to a local SMTP sink that accepts everything. Target: at least
// 1,000 emails a minute. Every email must arrive exactly once.
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { BATCH_SIZE, deliverPending, newCourier } from "../../lib/email/delivery";
import { outboxRunner } from "../../lib/email/outbox-runner";
import { SMTP_CONNECTIONS, smtpTransport } from "../../lib/email/smtp";
import { startSmtpSink } from "../../tests/helpers/smtp-sink";

const EMAILS = Number(process.env.BENCH_OUTBOX_EMAILS ?? 3_000);
const TARGET_PER_MINUTE = 1_000;

export async function benchOutboxDrain(): Promise<string[]> {
  const handle = await openDatabase({ memory: true });
  const sink = await startSmtpSink();
  const transport = smtpTransport(sink.url, "Bright Path Reading <hello@bench.example>");
  try {
    await runMigrations(handle);
    const db = handle.db;
    await db.execute(sql`insert into email_outbox (kind, to_address, subject, text_body, html_body)
      select 'bench', 'parent' || g || '@bench.example', 'Your free consultation ' || g,
        repeat('Thank you for booking a free consultation. ', 40),
        '<p>' || repeat('Thank you for booking a free consultation. ', 80) || '</p>'
      from generate_series(1, ${EMAILS}) g`);
    const courier = newCourier();
    let failed = 0;
    const runner = outboxRunner(
      async () => {
        const run = await deliverPending(db, transport, new Date(), { courier });
        failed += run.failed;
        return run;
      },
      BATCH_SIZE,
      (error) => {
        throw error;
      },
    );
    const started = performance.now();
    runner.kick();
    await runner.idle();
    const ms = performance.now() - started;
    const perMinute = (sink.received.length / ms) * 60_000;
    const distinct = new Set(sink.received.map((e) => e.messageId)).size;
    return [
      `outbox: ${sink.received.length.toLocaleString("en-US")} of ${EMAILS.toLocaleString("en-US")} emails (${distinct.toLocaleString("en-US")} distinct, ${failed} failed) drained in batches of ${BATCH_SIZE} over ${SMTP_CONNECTIONS} pooled SMTP connections to a local sink in ${(ms / 1000).toFixed(1)} s: ${Math.round(perMinute).toLocaleString("en-US")} emails a minute (target >= ${TARGET_PER_MINUTE.toLocaleString("en-US")}) ${perMinute >= TARGET_PER_MINUTE && distinct === EMAILS ? "ok" : "UNDER"}`,
    ];
  } finally {
    transport.close();
    await sink.close();
    await handle.close();
  }
}
