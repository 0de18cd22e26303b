"use server";
// The invitee chooses their password from the emailed link; the link is spent in the same step.
import { getDb } from "@/db/client";
import { getAuth } from "@/lib/auth/server";
import {
  acceptInvitation,
  acceptInvitationSchema,
  deadInvitationMessage,
} from "@/lib/crm/staff/invitations";
import { AppError } from "@/lib/http/responses";
import { publicChain } from "@/lib/actions/chain";

export const acceptInvitationAction = publicChain.action(
  "invitation.accept",
  acceptInvitationSchema,
  async ({ input: { token, password } }) => {
    const hash = await (
      await getAuth()
    ).$context.then((context) => context.password.hash(password));
    const outcome = await acceptInvitation(await getDb(), token, hash, new Date());
    if (outcome.state !== "valid") throw new AppError(409, deadInvitationMessage(outcome));
    return { email: outcome.email };
  },
);
