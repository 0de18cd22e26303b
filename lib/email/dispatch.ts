import "server-only";
// Sends what is due right after a write (without delaying the response), and every minute in the
// background so failures are retried.
import { getDb } from "@/db/client";
import { log } from "@/lib/log/logger";
import { deliverPending } from "./outbox";
import { mailTransport } from "./transport";

let running: Promise<void> | null = null;

export function kickOutbox(): void {
  const transport = mailTransport();
  if (!transport || running) return;
  running = (async () => {
    try {
      const result = await deliverPending(await getDb(), transport, new Date());
      if (result.sent || result.failed) log("info", "outbox_delivery", result);
    } catch (error) {
      log("error", "outbox_delivery_failed", { error });
    } finally {
      running = null;
    }
  })();
}

let timer: NodeJS.Timeout | undefined;

export function startOutboxWorker(intervalMs = 60_000): void {
  if (timer || !mailTransport()) return;
  timer = setInterval(kickOutbox, intervalMs);
  timer.unref();
}
