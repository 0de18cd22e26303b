"use server";
// Consultation outcomes, staff cancellations and scheduling Get Started requests. Each changes
// which controls the page shows, so success returns to the page with a notice.
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import { inviteToRebook } from "@/lib/crm/consultations/rebook";
import { notices, safeAdminPath, withNotice, type NoticeKey } from "@/lib/crm/notices";
import {
  consultationOutcomeSchema,
  consultationRefSchema,
  scheduleRequestSchema,
} from "@/lib/crm/schemas";
import { mailSettings } from "@/lib/booking/http";
import { cancelByStaff, markOutcome, scheduleRequest } from "@/lib/booking/changes/staff-actions";
import { kickOutbox } from "@/lib/email/dispatch";

const back = { returnTo: z.string().max(300).optional() };

function done(returnTo: string | undefined, key: NoticeKey) {
  const path = safeAdminPath(returnTo);
  if (path) redirect(withNotice(path, key));
  return { message: notices[key] };
}

export const markOutcomeAction = adminChain.form(
  "consultation.outcome",
  consultationOutcomeSchema.extend(back),
  async ({ db, admin, input, now }) => {
    await markOutcome(db, admin, input, now);
    return done(input.returnTo, input.outcome);
  },
);

export const cancelConsultationAction = adminChain.form(
  "consultation.cancel",
  consultationRefSchema.extend(back),
  async ({ db, admin, input, now }) => {
    await cancelByStaff(db, admin, input, now, await mailSettings(db));
    kickOutbox();
    return done(input.returnTo, "cancelled");
  },
);

export const scheduleRequestAction = adminChain.form(
  "consultation.schedule",
  scheduleRequestSchema.extend(back),
  async ({ db, admin, input, now }) => {
    const [startISO, endISO] = input.slot.split("|") as [string, string];
    await scheduleRequest(
      db,
      admin,
      {
        id: input.id,
        version: input.version,
        start: new Date(startISO),
        end: new Date(endISO),
        timeZone: input.timeZone,
      },
      now,
      await mailSettings(db),
    );
    kickOutbox();
    return done(input.returnTo, "booked");
  },
);

export const inviteToRebookAction = adminChain.form(
  "consultation.rebook",
  consultationRefSchema.extend(back),
  async ({ db, admin, input, now }) => {
    await inviteToRebook(db, admin, input, now);
    kickOutbox();
    return done(input.returnTo, "rebook_invited");
  },
);
