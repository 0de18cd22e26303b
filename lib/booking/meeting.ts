// How the consultation call happens, as staff set it in Admin → Availability: a video call (the
// practice's link, or the assigned staff member's own) or a phone call to the number the parent
// gave. Every place a parent reads about their consultation says the same thing: the thank-you
// and manage pages, the confirmation, move and reminder emails, and the calendar invitation.
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { availabilitySettings, staffProfiles, user } from "@/db/schema";
import { recordAudit, type Actor } from "@/lib/practice/audit";

export const consultationFormats = ["video", "phone"] as const;
export type ConsultationFormat = (typeof consultationFormats)[number];

export type MeetingSettings = {
  consultationFormat: ConsultationFormat;
  videoLink: string | null;
  /** Staff members' own video links, by user id; the practice's link is used for everyone else. */
  staffVideoLinks: Record<string, string>;
};

export type Meeting =
  | { format: "video"; link: string; host: string | null }
  | { format: "phone"; phone: string; host: string | null };

const LINK_MAX = 500;
const linkMessage =
  "Video links start with https:// (copy the meeting link from Zoom, Google Meet or Teams).";

/** A meeting link parents can open: https only, with a host name. */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(LINK_MAX, `Video links are limited to ${LINK_MAX} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
    } catch {
      return false;
    }
  }, linkMessage);

const optionalLink = z.union([z.literal(""), videoLinkSchema]).optional();
export const STAFF_LINK_PREFIX = "staffLink_";

/** The availability page's "How the call happens" form: the format, the practice link, staff links. */
export const meetingSettingsSchema = z
  .object({
    consultationFormat: z.enum(consultationFormats, {
      error: "Choose a video call or a phone call.",
    }),
    videoLink: optionalLink,
  })
  .catchall(z.union([z.string(), z.array(z.string())]))
  .transform((form, ctx) => {
    const staffVideoLinks: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      if (!key.startsWith(STAFF_LINK_PREFIX)) continue;
      const parsed = optionalLink.safeParse(typeof value === "string" ? value : "");
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: `A staff member's link: ${linkMessage}` });
        return z.NEVER;
      }
      if (parsed.data) staffVideoLinks[key.slice(STAFF_LINK_PREFIX.length)] = parsed.data;
    }
    const videoLink = form.videoLink || null;
    // Booking emails go out before anyone is assigned, so a video call needs the practice's link.
    if (form.consultationFormat === "video" && !videoLink) {
      ctx.addIssue({
        code: "custom",
        message: "A video call needs the practice's link: parents get it as soon as they book.",
      });
      return z.NEVER;
    }
    return { consultationFormat: form.consultationFormat, videoLink, staffVideoLinks };
  });

/** The meeting for one consultation; `host` is the assigned staff member's name, if any. */
export function meetingOf(
  settings: MeetingSettings,
  consultation: { phone: string; assignedTo?: string | null },
  host: string | null,
): Meeting {
  const own = consultation.assignedTo
    ? settings.staffVideoLinks[consultation.assignedTo]
    : undefined;
  const link = own ?? settings.videoLink;
  // A video call without any link (settings from before the format existed) falls back to a call.
  if (settings.consultationFormat === "video" && link) return { format: "video", link, host };
  return { format: "phone", phone: consultation.phone, host };
}

/** "Video call with Dana Reyes: https://…" or "Phone call: we call you at (801) 555-0199, …". */
export function meetingText(meeting: Meeting): string {
  if (meeting.format === "video")
    return `Video call${meeting.host ? ` with ${meeting.host}` : ""}: ${meeting.link}`;
  return meeting.host
    ? `Phone call: ${meeting.host} calls you at ${meeting.phone}, the number you gave`
    : `Phone call: we call you at ${meeting.phone}, the number you gave`;
}

/** What the invitation carries: where (LOCATION), the link (URL) and the description's line. */
export function meetingInvite(meeting: Meeting): { location: string; url: string | null } {
  return meeting.format === "video"
    ? { location: meeting.link, url: meeting.link }
    : { location: `Phone call to ${meeting.phone}`, url: null };
}

type Reader = Pick<AppDatabase, "select">;

export async function loadMeetingSettings(db: Reader): Promise<MeetingSettings> {
  const [row] = await db
    .select({
      consultationFormat: availabilitySettings.consultationFormat,
      videoLink: availabilitySettings.videoLink,
      staffVideoLinks: availabilitySettings.staffVideoLinks,
    })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.id, 1));
  return row ?? { consultationFormat: "phone", videoLink: null, staffVideoLinks: {} };
}

/**
 * The name parents see for a staff member: the name on their staff profile when one is linked to
 * their account (Admin → Site → Staff profiles, "Rachel Thompson, M.Ed."), else their account's.
 */
export async function hostName(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ account: user.name, profile: staffProfiles.name })
    .from(user)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .orderBy(asc(staffProfiles.position))
    .limit(1);
  return row ? (row.profile ?? row.account) : null;
}

/** The meeting of a stored consultation, with its host's name once staff assigned one. */
export async function loadMeeting(
  db: Reader,
  consultation: { phone: string; assignedTo?: string | null },
): Promise<Meeting> {
  const settings = await loadMeetingSettings(db);
  const host = consultation.assignedTo ? await hostName(db, consultation.assignedTo) : null;
  return meetingOf(settings, consultation, host);
}

export type MeetingSettingsInput = z.infer<typeof meetingSettingsSchema>;

/** Saves how the call happens; links for ids that are not staff accounts are dropped. */
export async function saveMeetingSettings(
  db: AppDatabase,
  actor: Actor,
  input: MeetingSettingsInput,
): Promise<void> {
  const ids = Object.keys(input.staffVideoLinks);
  const staff = ids.length
    ? await db
        .select({ id: user.id })
        .from(user)
        .where(and(inArray(user.id, ids), inArray(user.role, ["teacher", "admin"])))
    : [];
  const staffVideoLinks = Object.fromEntries(
    staff.map(({ id }) => [id, input.staffVideoLinks[id]!] as const),
  );
  const next = { ...input, staffVideoLinks };
  await db.transaction(async (tx) => {
    const before = await loadMeetingSettings(tx);
    await tx
      .update(availabilitySettings)
      .set({ ...next, updatedBy: actor.id })
      .where(eq(availabilitySettings.id, 1));
    await recordAudit(tx, actor, {
      action: "availability.meeting_updated",
      entityType: "availability_settings",
      entityId: "1",
      details: { before, after: next },
    });
  });
}
