"use client";
// The browser's better-auth client. Role and mustChangePassword come from our additional fields.
import { createAuthClient } from "better-auth/react";
import { inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";
import { setMemberHint, signedInAfter } from "./member-hint";
import { TWO_FACTOR_PAGE } from "./two-factor/two-factor";

/** Where sign-in continues when a second factor is needed; keeps the page the person was going to. */
function toTwoFactorPage(): Promise<void> {
  const next = new URLSearchParams(window.location.search).get("next");
  window.location.assign(
    next ? `${TWO_FACTOR_PAGE}?next=${encodeURIComponent(next)}` : TWO_FACTOR_PAGE,
  );
  // The page is being replaced: keep the sign-in call pending so the form does not navigate on.
  return new Promise(() => {});
}

export const authClient = createAuthClient({
  fetchOptions: {
    // Keeps the header's member hint in step with every sign-in, session check and sign-out.
    onSuccess(context) {
      const signedIn = signedInAfter(new URL(context.response.url).pathname, context.data);
      if (signedIn !== null) setMemberHint(signedIn);
    },
  },
  plugins: [
    twoFactorClient({ onTwoFactorRedirect: toTwoFactorPage }),
    inferAdditionalFields({
      user: {
        role: { type: "string", required: false },
        mustChangePassword: { type: "boolean", required: false },
      },
    }),
  ],
});

export type ClientSessionUser = {
  name: string;
  email: string;
  role?: string | null;
};

export function displayNameOf(user: { name?: string | null; email: string }) {
  return user.name?.trim() || user.email;
}
