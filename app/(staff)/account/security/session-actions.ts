"use server";
// Ending one's own sessions (a lost laptop, a shared computer); the one in use stays.
import { z } from "zod";
import { staffChain } from "@/lib/actions/roles";
import { endSession, endSessionsOf } from "@/lib/auth/sign-ins/sessions";
import { AppError } from "@/lib/http/responses";

export const endMySessionAction = staffChain.form(
  "account.end_session",
  z.object({ sessionId: z.string().min(1).max(64) }),
  async ({ db, staff: me, input }) => {
    if (input.sessionId === me.sessionId)
      throw new AppError(409, "That's the session you're using now. Sign out to end it.");
    await endSession(db, me, me.id, input.sessionId);
    return { message: "Session ended. That device is signed out." };
  },
);

export const endMyOtherSessionsAction = staffChain.form(
  "account.end_other_sessions",
  z.object({}),
  async ({ db, staff: me }) => {
    const ended = await endSessionsOf(db, me, me.id, me.sessionId);
    return {
      message:
        ended > 0
          ? `Signed out everywhere else (${ended} ${ended === 1 ? "session" : "sessions"}).`
          : "You're not signed in anywhere else.",
    };
  },
);
