// GET /api/calendar/<token>.ics – an admin's private calendar subscription. The token in the
// address is the only credential (calendar apps send no cookies); it is checked against a stored
// hash and never written to a log.
import { getDb } from "@/db/client";
import { calendarFeed, feedMessages, feedOwner } from "@/lib/crm/consultations/calendar-feed";
import { AppError, handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ feed: string }> };

export const GET = handle("calendar-feed", async (_request: Request, context: Context) => {
  const { feed } = await context.params;
  const token = feed.endsWith(".ics") ? feed.slice(0, -4) : "";
  const db = await getDb();
  const owner = token ? await feedOwner(db, token) : null;
  if (!owner) throw new AppError(404, feedMessages.notFound);
  return new Response(await calendarFeed(db, owner, new Date()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="consultations.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
