import { pageMetadata } from "@/lib/seo/metadata";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { LoginForm } from "@/components/auth/login-form";
import { safeReturnPath } from "@/lib/auth/return-path";
import { serverEnv } from "@/lib/env";

// Kept out of search results; the canonical still names the one address of the sign-in page.
export const metadata = pageMetadata({
  title: "Sign in",
  description: "Sign in to your Bright Path Reading member account, or create one.",
  path: "/login",
  noindex: true,
});

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  if (await getCurrentUser()) redirect("/");
  const mode = params.mode === "sign-up" ? "sign-up" : "sign-in";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <LoginForm initialMode={mode} returnTo={safeReturnPath(params.next, serverEnv().SITE_URL)} />
    </section>
  );
}
