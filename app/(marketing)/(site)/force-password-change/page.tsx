import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/guards";
import { LazyForcePasswordChange } from "@/components/auth/lazy-force-password-change";

export const metadata: Metadata = {
  title: "Choose a new password",
  description: "Choose a new password before you continue.",
  robots: { index: false },
};

export default async function ForcePasswordChangePage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?next=%2Fforce-password-change");
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-brand-900 text-2xl font-bold">Choose a new password</h1>
      <p className="mt-2 text-slate-700">
        {user.mustChangePassword
          ? "Your account was set up with a temporary password. Please choose your own before you continue."
          : "You can change your password here."}
      </p>
      <LazyForcePasswordChange email={user.email} />
    </section>
  );
}
