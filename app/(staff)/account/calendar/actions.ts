"use server";
// The admin's own calendar subscription: issue (or replace) and revoke. No form fields.
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import {
  feedUrl,
  issueCalendarFeed,
  revokeCalendarFeed,
} from "@/lib/crm/consultations/calendar-feed";
import { serverEnv } from "@/lib/env";

export const issueFeedAction = adminChain.form(
  "calendar_feed.issue",
  z.object({}),
  async ({ db, admin }) => {
    const token = await issueCalendarFeed(db, admin);
    return {
      message:
        "Your calendar address is ready. Copy it now: for your privacy it is shown only this once.",
      data: { url: feedUrl(serverEnv().SITE_URL, token) },
    };
  },
);

export const revokeFeedAction = adminChain.form(
  "calendar_feed.revoke",
  z.object({}),
  async ({ db, admin }) => {
    const removed = await revokeCalendarFeed(db, admin);
    return {
      message: removed
        ? "Calendar address turned off. Calendars that used it stop updating."
        : "You had no calendar address to turn off.",
    };
  },
);
