import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { LoginForm } from "@/components/auth/login-form";
import { safeReturnPath } from "@/lib/auth/return-path";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in or create a member account.",
  robots: { index: false },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  if (await getCurrentUser()) redirect("/");
  const mode = params.mode === "sign-up" ? "sign-up" : "sign-in";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <LoginForm initialMode={mode} returnTo={safeReturnPath(params.next)} />
    </section>
  );
}
