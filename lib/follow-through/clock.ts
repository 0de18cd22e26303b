import "server-only";
// The in-server clock for follow-through work: every minute it sends the reminders that are due
// and, from the configured hour, the staff's morning digests (and then nudges the outbox). Every instance runs one; the database decides who sends what,
// so running several is safe and a restart loses nothing.
import { getDb } from "@/db/client";
import { sendMorningDigests } from "@/lib/crm/reports/morning-digest";
import { kickOutbox } from "@/lib/email/dispatch";
import { serverEnv } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { mailSettings } from "@/lib/booking/http";
import { sendDueReminders } from "@/lib/booking/messages/reminders";

let timer: NodeJS.Timeout | undefined;
let running = false;

async function tick(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const db = await getDb();
    const mail = await mailSettings(db);
    const now = new Date();
    const result = await sendDueReminders(db, now, mail);
    if (result.sent || result.skipped) log("info", "reminders_processed", result);
    const digests = await sendMorningDigests(db, now, {
      hour: serverEnv().MORNING_DIGEST_HOUR,
      siteUrl: mail.siteUrl,
    });
    if (digests.sent) log("info", "morning_digests_queued", digests);
    if (result.sent || result.skipped || digests.sent) kickOutbox();
  } catch (error) {
    log("error", "follow_through_tick_failed", { error });
  } finally {
    running = false;
  }
}

export function startReminderScheduler(intervalMs = 60_000): void {
  if (timer) return;
  timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
}
