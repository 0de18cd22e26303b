"use client";
// Ends this browser's session and goes to the home page; the one way to sign out, from the site
// header's account area and from the staff area.
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { authClient } from "@/lib/auth/client";

type Props = { className: string; children: ReactNode; onSignedOut?: () => void };

export function SignOutButton({ className, children, onSignedOut }: Props) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={async () => {
        await authClient.signOut();
        onSignedOut?.();
        router.push("/");
        router.refresh();
      }}
      className={className}
    >
      {children}
    </button>
  );
}
