"use client";
// The browser's better-auth client. Role and mustChangePassword come from our additional fields.
import { createAuthClient } from "better-auth/react";
import { inferAdditionalFields } from "better-auth/client/plugins";

export const authClient = createAuthClient({
  plugins: [
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
