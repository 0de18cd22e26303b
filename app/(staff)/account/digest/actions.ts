"use server";
// Turning one's own morning digest on or off.
import { adminChain } from "@/lib/actions/roles";
import { digestPreferenceSchema, saveDigestPreference } from "@/lib/crm/reports/morning-digest";

export const saveDigestAction = adminChain.form(
  "digest.preference",
  digestPreferenceSchema,
  async ({ db, admin, input }) => {
    await saveDigestPreference(db, admin, input);
    return {
      message: input.morningDigest
        ? "Morning digest on. The first one arrives on the next morning."
        : "Morning digest off. You will not get it any more.",
    };
  },
);
