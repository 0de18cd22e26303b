// GET /consultation/manage/calendar?token=… – the consultation as a calendar file (.ics), for the
// thank-you and manage pages' "Add to calendar": its invitation while upcoming, the invitation's
// CANCEL once cancelled (as the emails carried them). The signed manage token is the only key.
import { getDb } from "@/db/client";
import { mailSettings } from "@/lib/booking/http";
import { consultationCalendarFile, manageMessages } from "@/lib/booking/changes/manage";
import { verifyManageToken } from "@/lib/booking/changes/manage-token";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const db = await getDb();
  const mail = await mailSettings(db);
  const id = verifyManageToken(mail.secret, new URL(request.url).searchParams.get("token"));
  const file = id ? await consultationCalendarFile(db, id, new Date(), mail) : null;
  if (!file) {
    return new Response(manageMessages.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="free-consultation.ics"',
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
