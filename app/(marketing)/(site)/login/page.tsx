import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { LoginForm } from "@/components/auth/login-form";
import { safeReturnPath } from "@/lib/auth/return-path";
import { serverEnv } from "@/lib/env";

// Kept out of search results; the canonical still names the one address of the sign-in page.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Sign in",
    description: "Sign in to your Bright Path Reading member account, or create one.",
    path: "/login",
    noindex: true,
  });
}

/** After choosing a password from an emailed link, the person signs in with it here. */
const passwordSavedNotice: Record<string, string> = {
  reset:
    "Your new password is saved, and every device that was signed in has been signed out. Please sign in with it.",
  chosen: "Your password is set and your account is ready. Please sign in.",
};

/**
 * Where the sign-up confirmation link lands (better-auth adds `error` when the link has expired
 * or was used): confirming signs nobody in, so the page says what happened and what to do next.
 */
function confirmationNotice(params: Record<string, string | string[] | undefined>) {
  if (params.confirmed !== "1") return null;
  return params.error
    ? {
        tone: "problem" as const,
        text: "This confirmation link has expired or was already used. If you have confirmed your address, sign in below; if not, create your account again and we will send a new link.",
      }
    : {
        tone: "done" as const,
        text: "Thank you: your email address is confirmed. Please sign in with your password.",
      };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  if (await getCurrentUser()) redirect("/");
  const mode = params.mode === "sign-up" ? "sign-up" : "sign-in";
  const confirmation = confirmationNotice(params);
  const saved = passwordSavedNotice[String(params.password)];
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      {saved ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {saved}
        </p>
      ) : null}
      {confirmation ? (
        <p
          role="status"
          className={
            confirmation.tone === "done"
              ? "mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
              : "mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          }
        >
          {confirmation.text}
        </p>
      ) : null}
      <LoginForm initialMode={mode} returnTo={safeReturnPath(params.next, serverEnv().SITE_URL)} />
    </section>
  );
}
