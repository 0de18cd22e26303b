"use client";
// Members Login without the auth client: the account area (and better-auth with its session
// request) loads only when someone presses the button, or when the member hint says this browser
// has signed in before (lib/auth/member-hint.ts).
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import {
  MembersLoginPlaceholder,
  membersLoginClasses,
} from "@/components/auth/members-login-button";
import { hasMemberHint } from "@/lib/auth/member-hint";

const AccountArea = dynamic(
  () => import("@/components/auth/account-area").then((m) => m.AccountArea),
  {
    ssr: false,
    loading: () => <MembersLoginPlaceholder className="flex items-center" />,
  },
);

type Props = { layout?: "row" | "column"; onNavigate?: () => void };

export function AccountSlot({ layout = "row", onNavigate }: Props) {
  const pathname = usePathname();
  const [wanted, setWanted] = useState<"no" | "session" | "login">("no");

  useEffect(() => {
    // A sign-in elsewhere (the /login page) sets the hint before moving on to the next page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasMemberHint(document.cookie)) setWanted((value) => (value === "no" ? "session" : value));
  }, [pathname]);

  if (wanted === "no") {
    return (
      <div className={layout === "row" ? "flex items-center" : "flex flex-col items-stretch"}>
        <button type="button" className={membersLoginClasses} onClick={() => setWanted("login")}>
          Members Login
        </button>
      </div>
    );
  }
  return (
    <AccountArea layout={layout} onNavigate={onNavigate} loginRequested={wanted === "login"} />
  );
}
