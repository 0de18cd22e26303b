"use server";
// Retrying failed emails.
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import { retryFailed } from "@/lib/crm/outbox/outbox-admin";
import { kickOutbox } from "@/lib/email/dispatch";
import { mailTransport } from "@/lib/email/transport";

const retrySchema = z.object({
  id: z.union([z.uuid({ error: "That email id is not valid." }), z.literal("all")]),
});

export const retryEmailAction = adminChain.form(
  "outbox.retry",
  retrySchema,
  async ({ db, admin, input, now }) => {
    const count = await retryFailed(db, admin, input.id === "all" ? null : input.id, now);
    kickOutbox();
    const queued = `${count} email${count === 1 ? "" : "s"} queued again.`;
    return {
      message: mailTransport()
        ? `${queued} They will be sent in a moment.`
        : `${queued} No mail server is configured, so they wait here.`,
    };
  },
);
