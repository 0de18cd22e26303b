// Follow-through benchmark (issue 18), beside benchAdmin's 50,000 leads on a fresh in-memory
// PGlite: p95 server time of the dashboard, the pipeline board and the lead-source report
// (budget 200 ms, as for the inbox), and the reminder scheduler's cost with 10,000 reminders pending: one idle tick (nothing
// due, what every instance pays each minute) and draining 1,000 due reminders in batches.
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { businessToday } from "@/lib/practice/business-time";
import { loadDashboard } from "../../lib/crm/reports/dashboard";
import { loadLeadsInbox, readInboxQuery } from "../../lib/crm/leads/inbox-page";
import { loadPipeline } from "../../lib/crm/leads/pipeline";
import { readReportPeriod } from "../../lib/crm/reports/report-period";
import { loadLeadSourceReport } from "../../lib/crm/reports/reports";
import { sendDueReminders } from "../../lib/booking/messages/reminders";
import { seedBenchLeads } from "./admin";

const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 40);
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
const DUE = 1_000;
const BUDGET_MS = 200;
const mail = {
  secret: "bench-secret",
  siteUrl: "http://localhost",
  staffAddress: "staff@bench.example",
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(run: () => Promise<unknown>, samples = SAMPLES): Promise<number[]> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

const verdict = (name: string, times: number[]) => {
  const p95 = percentile(times, 95);
  return `follow-through: ${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 <= ${BUDGET_MS} ms) ${p95 <= BUDGET_MS ? "ok" : "OVER"}`;
};

export async function benchFollowThrough(): Promise<string[]> {
  const handle = await openDatabase({ memory: true });
  try {
    await runMigrations(handle);
    const db = handle.db;
    await seedBenchLeads(db);
    const now = new Date();
    const lines: string[] = [];
    // The inbox's first page, measured in the same run, as the yardstick on a busy machine.
    lines.push(
      verdict(
        "reference: inbox first page",
        await timed(() => loadLeadsInbox(db, {}, { id: "bench-admin" }, now)),
      ),
    );
    lines.push(verdict("dashboard", await timed(() => loadDashboard(db, now))));
    const pipeline = async (params: Record<string, string>) => {
      const { query } = await readInboxQuery(db, params, { id: "bench-admin" }, now);
      return loadPipeline(db, query, now);
    };
    lines.push(verdict("pipeline, all leads", await timed(() => pipeline({}))));
    lines.push(
      verdict(
        "pipeline, filtered (assigned to a teacher, status new)",
        await timed(() => pipeline({ assignee: "bench-teacher", status: "new" })),
      ),
    );
    // What the reports page does on the server: read the period, then the one grouped query.
    // The seeded leads arrived over the last five weeks, so the default 90 days holds all of them.
    const report = (params: Record<string, string>) =>
      loadLeadSourceReport(db, readReportPeriod(params, now).period);
    lines.push(verdict("reports, last 90 days (all leads)", await timed(() => report({}))));
    lines.push(
      verdict(
        "reports, one week",
        await timed(() =>
          report({
            from: businessToday(new Date(now.getTime() - 7 * 86_400_000)),
            to: businessToday(now),
          }),
        ),
      ),
    );

    // Reminders for confirmed bookings, due one a minute from the epoch below; the consultations
    // themselves start in 2030, so none is skipped as past.
    const epoch = new Date("2029-06-01T00:00:00Z");
    await db.execute(sql`update consultation_bookings set kind = 'booking', booking_status = 'confirmed'
      where id in (select id from consultation_bookings order by start_at limit ${Math.ceil(REMINDERS / 2)})`);
    await db.execute(sql`insert into consultation_reminders (booking_id, kind, due_at)
      select id, k, ${epoch.toISOString()}::timestamptz + ((row_number() over (order by start_at, k)) || ' minutes')::interval
      from (select id, start_at from consultation_bookings where kind = 'booking' order by start_at limit ${Math.ceil(REMINDERS / 2)}) b
      cross join (values ('day_before'), ('hour_before')) as kinds(k)
      limit ${REMINDERS}`);
    await db.execute(sql`analyze consultation_reminders`);
    const idle = await timed(() => sendDueReminders(db, epoch, mail));
    lines.push(
      `follow-through: reminder scheduler, idle tick with ${REMINDERS.toLocaleString("en-US")} pending: p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms`,
    );
    const dueAt = new Date(epoch.getTime() + DUE * 60_000);
    const batches: number[] = [];
    let sent = 0;
    const drainStarted = performance.now();
    for (;;) {
      const started = performance.now();
      const run = await sendDueReminders(db, dueAt, mail);
      if (run.sent + run.skipped === 0) break;
      batches.push(performance.now() - started);
      sent += run.sent;
    }
    const drained = performance.now() - drainStarted;
    lines.push(
      `follow-through: reminder scheduler, ${sent.toLocaleString("en-US")} due reminders written to the outbox in ${batches.length} batches of up to 200: ${drained.toFixed(0)} ms in all, p95 ${percentile(batches, 95).toFixed(1)} ms a batch (${(drained / Math.max(1, sent)).toFixed(2)} ms a reminder)`,
    );
    return lines;
  } finally {
    await handle.close();
  }
}
