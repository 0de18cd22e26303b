import "server-only";
// requestConsultation: "Call me to find a time" from the Get Started and lead page forms. It records a lead with a contact window
// of now+24 h to now+25 h (spec section 3) that never blocks calendar time (kind "request"; the
// exclusion constraint only covers confirmed bookings), and queues the parent's and staff's emails
// in the same transaction. Staff later give the request a real slot from the admin area.
import { and, eq } from "drizzle-orm";
import { sqlState, type AppDatabase } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import { queueEmails } from "@/lib/email/outbox";
import { siteConfig } from "@/lib/site-config";
import { requestEmails } from "./messages/emails";
import type { ConsultationRequestInput } from "./schemas";
import type { Clock } from "./calendar/snapshot";
import { zonedDateISO } from "@/lib/practice/time-zone";

export const REQUEST_LABEL = "Consultation (requested via Get Started)";
const HOUR_MS = 3_600_000;

export const requestLeadSources = {
  get_started: "get_started_consultation",
  landing_page: "landing_page_consultation",
} as const;

export async function requestConsultation(
  db: AppDatabase,
  clock: Clock,
  input: ConsultationRequestInput,
  ctx: { idempotencyKey?: string | null; staffAddress: string },
): Promise<{ id: string; created: boolean }> {
  const now = clock();
  const timeZone = siteConfig.timeZone;
  const key = ctx.idempotencyKey ? `header:${ctx.idempotencyKey}` : null;
  const existing = async () => {
    if (!key) return null;
    const [row] = await db
      .select({ id: consultationBookings.id })
      .from(consultationBookings)
      .where(eq(consultationBookings.idempotencyKey, key));
    return row ? { id: row.id, created: false } : null;
  };
  const prior = await existing();
  if (prior) return prior;
  const start = new Date(now.getTime() + 24 * HOUR_MS);
  const end = new Date(now.getTime() + 25 * HOUR_MS);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          kind: "request",
          bookingStatus: "requested",
          parentName: input.parentName,
          email: input.email,
          phone: input.phone,
          childAge: input.childAge,
          notes: input.notes || null,
          dateISO: zonedDateISO(now.getTime(), timeZone),
          startAt: start,
          endAt: end,
          label: REQUEST_LABEL,
          status: "new",
          leadSource: requestLeadSources[input.source],
          conversionStage: "consultation_requested",
          priority: "medium",
          attribution: input.attribution,
          gclid: input.attribution?.gclid ?? null,
          idempotencyKey: key,
        })
        .returning({ id: consultationBookings.id });
      if (!row) throw new Error("Request insert returned no row");
      await queueEmails(
        tx,
        requestEmails(
          {
            ...input,
            id: row.id,
            dateISO: zonedDateISO(start.getTime(), timeZone),
            start,
            end,
            label: REQUEST_LABEL,
            businessTimeZone: timeZone,
          },
          { staffAddress: ctx.staffAddress },
        ),
      );
      return { id: row.id, created: true };
    });
  } catch (error) {
    if (sqlState(error) === "23505") {
      const again = await existing();
      if (again) return again;
    }
    throw error;
  }
}

/** A call-back request still waiting for its call (the thank-you page's "we will call you at …"). */
export async function requestedCall(
  db: Pick<AppDatabase, "select">,
  id: string,
): Promise<{ phone: string } | null> {
  const [row] = await db
    .select({ phone: consultationBookings.phone })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.id, id),
        eq(consultationBookings.kind, "request"),
        eq(consultationBookings.bookingStatus, "requested"),
      ),
    );
  return row ?? null;
}
