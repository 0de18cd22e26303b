"use client";
// Members Login, or the signed-in person's name with Logout; the Admin link only for admins.
import { buttonClasses } from "@/components/ui/button";
import Link from "next/link";
import { useState } from "react";
import dynamic from "next/dynamic";
import { authClient, displayNameOf } from "@/lib/auth/client";
import { MembersLoginPlaceholder, membersLoginClasses } from "./members-login-button";
import { SignOutButton } from "./sign-out-button";

// The sign-in form (and its bot check) loads when someone first opens it, not with every page.
const LoginModal = dynamic(() => import("./login-modal").then((m) => m.LoginModal), { ssr: false });

type Props = {
  layout?: "row" | "column";
  onNavigate?: () => void;
  /** Loaded because someone pressed Members Login: the form opens as soon as it can. */
  loginRequested?: boolean;
};

export function AccountArea({ layout = "row", onNavigate, loginRequested = false }: Props) {
  const { data: session, isPending } = authClient.useSession();
  const [loginOpen, setLoginOpen] = useState(loginRequested);
  const [loginWanted, setLoginWanted] = useState(loginRequested);
  const wrap = layout === "row" ? "flex items-center gap-2" : "flex flex-col items-stretch gap-2";

  if (isPending) return <MembersLoginPlaceholder className={wrap} />;

  if (!session) {
    return (
      <div className={wrap}>
        <button
          type="button"
          onClick={() => {
            setLoginWanted(true);
            setLoginOpen(true);
          }}
          className={membersLoginClasses}
        >
          Members Login
        </button>
        {loginWanted ? <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} /> : null}
      </div>
    );
  }

  const user = session.user as { name: string; email: string; role?: string | null };
  return (
    <div className={wrap}>
      {user.role === "admin" ? (
        <Link
          href="/admin"
          onClick={onNavigate}
          className="text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold"
        >
          Admin
        </Link>
      ) : null}
      <span className="max-w-[12rem] truncate text-sm text-slate-700" data-testid="signed-in-user">
        {displayNameOf(user)}
      </span>
      <SignOutButton onSignedOut={onNavigate} className={buttonClasses("secondary", "", "compact")}>
        Logout
      </SignOutButton>
    </div>
  );
}
