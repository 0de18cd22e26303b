import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { Notice } from "@/components/admin/notice";
import { ChoosePasswordForm } from "@/components/auth/choose-password-form";
import { RESET_LINK_DEAD } from "@/lib/auth/passwords/password-reset";
import { resetLinkIsLive } from "@/lib/auth/passwords/reset-link";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Choose a new password",
    description: "Choose a new password for your account.",
    path: "/reset-password",
    noindex: true,
  });
}

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page a reset email links to: says at once whether the link still works.
export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const live = typeof token === "string" && (await resetLinkIsLive(token, new Date()));
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-brand-900 text-2xl font-bold">Choose a new password</h1>
      {live ? (
        <>
          <p className="mt-2 text-slate-700">
            Once it&apos;s saved, every device signed in to your account is signed out, and you sign
            in again with the new password.
          </p>
          <ChoosePasswordForm kind="reset" token={token} email="" />
        </>
      ) : (
        <Notice tone="warning" className="mt-4">
          {RESET_LINK_DEAD}{" "}
          <a href="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </a>
          .
        </Notice>
      )}
    </section>
  );
}
