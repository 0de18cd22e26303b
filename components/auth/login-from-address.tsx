"use client";
// /login is prerendered, so what its address asks for (?mode=sign-up, ?next=) is read here, in
// the browser: the server's HTML shows the sign-in form, and the form follows the address once
// the page's script runs. A signed-in member (the member hint says so, the session confirms it)
// is sent on to the home page; a convenience only, the sign-in API is the guard.
import { Suspense, useEffect } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { hasMemberHint } from "@/lib/auth/member-hint";
import { LoginForm, type Mode } from "./login-form";

function FormForAddress() {
  const params = useSearchParams();
  const mode: Mode = params.get("mode") === "sign-up" ? "sign-up" : "sign-in";
  // A new ?mode= (a link followed while on /login) starts the form afresh in that mode.
  return <LoginForm key={mode} initialMode={mode} next={params.get("next")} />;
}

function useSendMembersOn() {
  const router = useRouter();
  useEffect(() => {
    if (!hasMemberHint(document.cookie)) return;
    let current = true;
    void authClient.getSession().then(({ data }) => {
      if (current && data?.user) router.replace("/");
    });
    return () => {
      current = false;
    };
  }, [router]);
}

export function LoginFromAddress() {
  useSendMembersOn();
  return (
    <Suspense fallback={<LoginForm initialMode="sign-in" next={null} />}>
      <FormForAddress />
    </Suspense>
  );
}
