import "server-only";
// Sends what is due right after a write (without delaying the response), and every minute in the
// background so failures are retried (lib/email/outbox-runner.ts decides when passes run).
import { getDb } from "@/db/client";
import { log } from "@/lib/log/logger";
import { BATCH_SIZE, deliverPending, newCourier } from "./delivery";
import { errorCode } from "./error-code";
import { outboxRunner, type OutboxRunner } from "./outbox-runner";
import { mailTransport } from "./transport";

const courier = newCourier();
let runner: OutboxRunner | undefined;

export function kickOutbox(): void {
  const transport = mailTransport();
  if (!transport) return;
  runner ??= outboxRunner(
    async () => {
      const result = await deliverPending(await getDb(), transport, new Date(), { courier });
      if (result.claimed || result.interrupted || result.unrecorded)
        log("info", "outbox_delivery", result);
      return result;
    },
    BATCH_SIZE,
    (error) => log("error", "outbox_delivery_failed", { code: errorCode(error) }),
  );
  runner.kick();
}

let timer: NodeJS.Timeout | undefined;

export function startOutboxWorker(intervalMs = 60_000): void {
  if (timer || !mailTransport()) return;
  timer = setInterval(kickOutbox, intervalMs);
  timer.unref();
}
