import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/db/client";
import { Notice } from "@/components/admin/notice";
import { ChoosePasswordForm } from "@/components/auth/choose-password-form";
import { deadInvitationMessage, lookUpInvitation } from "@/lib/crm/staff/invitations";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Set up your account",
    description: "Choose your password to join the practice's staff.",
    path: "/invitation",
    noindex: true,
  });
}

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page an invitation email links to: says at once whether the link still works.
export default async function InvitationPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const lookup =
    typeof token === "string" && token.length <= 100
      ? await lookUpInvitation(await getDb(), token, new Date())
      : null;
  const facts = await getBusinessFacts();
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-brand-900 text-2xl font-bold">Set up your account</h1>
      {lookup?.state === "valid" && typeof token === "string" ? (
        <>
          <p className="mt-2 text-slate-700">
            Welcome to {facts.name}, {lookup.name}. Choose the password you&apos;ll sign in with as{" "}
            <strong className="break-all">{lookup.email}</strong>.
          </p>
          <ChoosePasswordForm kind="invitation" token={token} email={lookup.email} />
        </>
      ) : (
        <Notice tone="warning" className="mt-4">
          {lookup && lookup.state !== "valid"
            ? deadInvitationMessage(lookup)
            : `This invitation link is not complete. Please open it again from the email, or write to ${facts.email}.`}
        </Notice>
      )}
    </section>
  );
}
