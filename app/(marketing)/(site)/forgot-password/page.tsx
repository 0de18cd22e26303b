import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Forgot your password?",
    description: "Get a link by email to choose a new password.",
    path: "/forgot-password",
    noindex: true,
  });
}

// Rendered per request, so its scripts carry the page's CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-brand-900 text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Enter the email you sign in with. We&apos;ll send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </section>
  );
}
