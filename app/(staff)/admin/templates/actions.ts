"use server";
// Reply templates: staff reword them here, and send a reply to a lead from its page.
import { adminChain } from "@/lib/actions/roles";
import {
  leadReplySchema,
  saveTemplate,
  sendLeadReply,
  templateSaveSchema,
} from "@/lib/crm/leads/reply-templates";
import { kickOutbox } from "@/lib/email/dispatch";
import { resolveAppSecret } from "@/lib/security/app-secret";

export const saveTemplateAction = adminChain.form(
  "template.save",
  templateSaveSchema,
  async ({ db, admin, input }) => {
    await saveTemplate(db, admin, input);
    return { message: "Template saved." };
  },
);

export const sendLeadReplyAction = adminChain.form(
  "lead.reply",
  leadReplySchema,
  async ({ db, admin, input, now }) => {
    await sendLeadReply(db, admin, input, now, await resolveAppSecret(db));
    kickOutbox();
    return { message: "Email sent. It is on the timeline and in the outbox." };
  },
);
