import type { Metadata } from "next";
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { BookedConsultation } from "@/components/thank-you/booked-consultation";
import { CallRequested } from "@/components/thank-you/call-requested";
import { ConversionTracker } from "@/components/thank-you/conversion-tracker";
import { getManagedConsultation } from "@/lib/booking/changes/manage";
import { manageToken, verifyConfirmationFlag } from "@/lib/booking/changes/manage-token";
import { requestedCall } from "@/lib/booking/requests";
import { CONSUMED_FLAG_HEADER } from "@/lib/flags/thank-you-flags";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Consultation Confirmed",
    description: "Your free consultation request is confirmed.",
    path: "/thank-you/consultation",
    noindex: true,
  });
}

// proxy.ts lets a visitor in once, with the one-time flag the booking (or call-back request)
// response set. That flag is signed and names what this browser just made, so the page shows that
// booking, or the call-back promise, and no other.
const conversion = {
  event: "consultation_confirmed",
  conversion: "consultation",
  value: 100,
  currency: "USD",
};

async function justMade() {
  const flag = (await headers()).get(CONSUMED_FLAG_HEADER);
  if (!flag) return {};
  const db = await getDb();
  const secret = await resolveAppSecret(db);
  const id = verifyConfirmationFlag(secret, flag);
  if (!id) return {};
  const consultation = await getManagedConsultation(db, id, new Date());
  if (!consultation || consultation.state !== "upcoming")
    return { call: await requestedCall(db, id) };
  const token = encodeURIComponent(manageToken(secret, consultation.id));
  return {
    booked: {
      consultation,
      manageHref: `/consultation/manage?token=${token}`,
      calendarHref: `/consultation/manage/calendar?token=${token}`,
    },
  };
}

export default async function ConsultationThankYouPage() {
  const [{ booked, call }, facts] = await Promise.all([justMade(), getBusinessFacts()]);
  return (
    <ThankYouPanel
      title="Thanks! Your consultation request is confirmed."
      primary={{ label: "Start Here", href: "/start-here" }}
      secondary={{ label: "Home", href: "/" }}
      email={facts.email}
    >
      <ConversionTracker kind="consultation" event={conversion} />
      {booked ? (
        <BookedConsultation {...booked} />
      ) : call ? (
        <CallRequested phone={call.phone} />
      ) : (
        <>
          <p>
            We have emailed you a confirmation with a calendar invitation. A reading specialist will
            meet you at the time you chose.
          </p>
          <p>Need a different time? The link in that email lets you pick a new one or cancel.</p>
        </>
      )}
    </ThankYouPanel>
  );
}
