// /consultation/manage?token=… – the page the confirmation email links to: see, move or cancel
// a consultation. The signed token is checked here and again by every action.
import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { ManageConsultation } from "@/components/booking/manage-consultation";
import { buttonClasses } from "@/components/ui/button";
import { getManagedConsultation, manageMessages } from "@/lib/booking/changes/manage";
import { manageToken, verifyManageToken } from "@/lib/booking/changes/manage-token";
import { resolveAppSecret } from "@/lib/security/app-secret";

export const metadata: Metadata = {
  title: "Manage your consultation",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

export default async function ManageConsultationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const db = await getDb();
  const secret = await resolveAppSecret(db);
  const id = verifyManageToken(secret, value);
  const consultation = id ? await getManagedConsultation(db, id, new Date()) : null;
  // An older link leads to the booking it was moved to; actions then act on that one.
  const currentToken = consultation?.moved ? manageToken(secret, consultation.id) : value;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-brand-900 text-3xl font-bold sm:text-4xl">Your free consultation</h1>
      {consultation ? (
        <ManageConsultation token={currentToken} consultation={consultation} />
      ) : (
        <div className="mt-6 space-y-4">
          <p className="text-lg text-slate-700">{manageMessages.notFound}</p>
          <Link href="/start-here?open=consultation" className={buttonClasses("primary")}>
            Book a consultation
          </Link>
        </div>
      )}
    </section>
  );
}
