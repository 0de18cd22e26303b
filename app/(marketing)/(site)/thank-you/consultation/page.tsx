import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { BookedConsultation } from "@/components/thank-you/booked-consultation";
import { ConversionTracker } from "@/components/thank-you/conversion-tracker";
import { getManagedConsultation } from "@/lib/booking/manage";
import { manageToken, verifyConfirmationFlag } from "@/lib/booking/manage-token";
import { CONSUMED_FLAG_HEADER } from "@/lib/flags/thank-you-flags";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Consultation Confirmed",
  description: "Your free consultation request is confirmed.",
  path: "/thank-you/consultation",
  noindex: true,
});

// proxy.ts lets a visitor in once, with the one-time flag the booking response set. That flag is
// signed and names the booking this browser just made, so the page shows that booking and no other.
const conversion = {
  event: "consultation_confirmed",
  conversion: "consultation",
  value: 100,
  currency: "USD",
};

async function justBooked() {
  const flag = (await headers()).get(CONSUMED_FLAG_HEADER);
  if (!flag) return null;
  const db = await getDb();
  const secret = await resolveAppSecret(db);
  const id = verifyConfirmationFlag(secret, flag);
  const consultation = id ? await getManagedConsultation(db, id, new Date()) : null;
  if (!consultation || consultation.state !== "upcoming") return null;
  const token = encodeURIComponent(manageToken(secret, consultation.id));
  return {
    consultation,
    manageHref: `/consultation/manage?token=${token}`,
    calendarHref: `/consultation/manage/calendar?token=${token}`,
  };
}

export default async function ConsultationThankYouPage() {
  const booked = await justBooked();
  return (
    <ThankYouPanel
      title="Thanks! Your consultation request is confirmed."
      primary={{ label: "Start Here", href: "/start-here" }}
      secondary={{ label: "Home", href: "/" }}
    >
      <ConversionTracker kind="consultation" event={conversion} />
      {booked ? (
        <BookedConsultation {...booked} />
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
