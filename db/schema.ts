// Drizzle schema: better-auth's tables plus the practice's leads, bookings, outbox and audit log.
// SQL names are snake_case; TypeScript keys camelCase (ARCHITECTURE.md, "Data").
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => tz("created_at").notNull().defaultNow();
const updatedAt = () =>
  tz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- accounts (better-auth)

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").notNull().default("member"),
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  disabled: boolean("disabled").notNull().default(false),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: tz("expires_at").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const twoFactor = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  // better-auth 1.7's twoFactor plugin: an unverified secret until the first code is confirmed,
  // and its account-level lockout after repeated wrong codes.
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: tz("locked_until"),
});

/** better-auth's rate-limit storage, shared by every instance. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Failed sign-ins per (hashed) email: slows and then refuses guessing. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  firstFailureAt: tz("first_failure_at").notNull().defaultNow(),
  lockedUntil: tz("locked_until"),
});

/** Fixed-window counters for public writes (forms, holds), per client and action. */
export const requestBuckets = pgTable(
  "request_buckets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: tz("window_start").notNull().defaultNow(),
  },
  // Housekeeping deletes the oldest windows first.
  (t) => [index("request_buckets_window_start_idx").on(t.windowStart)],
);

/**
 * Built-in bot-check tokens already used, kept until they would have expired anyway, so each
 * token works once. Keyed by the token's hash: the token itself is never stored.
 */
export const spentBotTokens = pgTable(
  "spent_bot_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
  },
  (t) => [index("spent_bot_tokens_expires_idx").on(t.expiresAt)],
);

/** Instance-independent settings such as the generated auth secret. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- availability

export type TimeWindow = { start: string; end: string }; // "HH:mm" in the business time zone
export type WeeklyHours = Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", TimeWindow[]>; // 0 = Sunday

export const availabilitySettings = pgTable("availability_settings", {
  id: integer("id").primaryKey().default(1),
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  slotMinutes: integer("slot_minutes").notNull().default(30),
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
  horizonDays: integer("horizon_days").notNull().default(60),
  holdSeconds: integer("hold_seconds").notNull().default(300),
  /** Reminder emails to the parent 24 hours and 1 hour before a confirmed consultation. */
  remindDayBefore: boolean("remind_day_before").notNull().default(true),
  remindHourBefore: boolean("remind_hour_before").notNull().default(true),
  /**
   * US federal holidays (business dates, "YYYY-MM-DD") that staff reopened. Every other federal
   * holiday is closed by default (lib/booking/calendar/holidays.ts); a date override still wins over both.
   */
  reopenedHolidays: jsonb("reopened_holidays").$type<string[]>().notNull().default([]),
  /**
   * How the consultation call happens (lib/booking/meeting.ts): "phone" (we call the number the
   * parent gave) or "video" (the practice's link, or the assigned staff member's own).
   */
  consultationFormat: text("consultation_format", { enum: ["video", "phone"] })
    .notNull()
    .default("phone"),
  videoLink: text("video_link"),
  staffVideoLinks: jsonb("staff_video_links").$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/** A date that differs from the weekly hours: closed, or opened with its own windows. */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["closed", "extra"] }).notNull(),
    windows: jsonb("windows").$type<TimeWindow[]>().notNull().default([]),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("availability_overrides_date_idx").on(t.date)],
);

// ---------------------------------------------------------------- leads (shared CRM fields)

export type CrmNote = {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  at: string;
};
export type Attribution = {
  gclid: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  ts: string | null;
};

/**
 * A family: every lead, booking and form from the same parent (same email ignoring case, or same
 * phone digits). Assigned as each submission is written, by the database (migration
 * 0021_families: family_for() and its insert triggers), so no write path can forget it.
 */
export const families = pgTable("families", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** The submissions a merge moved, so undoing it moves exactly those back. */
export type MergedSubmissions = { intake: string[]; contact: string[]; consultation: string[] };

/** Staff joined two families into one (and may undo it). */
export const familyMerges = pgTable(
  "family_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The family whose submissions moved. */
    fromFamilyId: uuid("from_family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    intoFamilyId: uuid("into_family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    moved: jsonb("moved").$type<MergedSubmissions>().notNull(),
    mergedBy: text("merged_by"),
    mergedAt: tz("merged_at").notNull().defaultNow(),
    undoneAt: tz("undone_at"),
  },
  (t) => [index("family_merges_into_idx").on(t.intoFamilyId)],
);

const crmColumns = () => ({
  /** Set by the database on insert (see families). */
  familyId: uuid("family_id").references(() => families.id),
  status: text("status").notNull().default("new"),
  leadSource: text("lead_source").notNull(),
  assignedTo: text("assigned_to").notNull().default(""),
  crmNotes: jsonb("crm_notes").$type<CrmNote[]>().notNull().default([]),
  lastContactDate: tz("last_contact_date"),
  nextFollowUpDate: tz("next_follow_up_date"),
  priority: text("priority").notNull().default("medium"),
  conversionStage: text("conversion_stage").notNull(),
  attribution: jsonb("attribution").$type<Attribution | null>(),
  gclid: text("gclid"),
  idempotencyKey: text("idempotency_key").unique(),
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const intakeForms = pgTable(
  "intake_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "start_here" (full intake) or "get_started" (assessment request). */
    variant: text("variant").notNull(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    contactMethod: text("contact_method"),
    studentAge: text("student_age").notNull(),
    school: text("school"),
    strengths: text("strengths"),
    struggles: jsonb("struggles").$type<string[]>().notNull().default([]),
    strugglesOther: text("struggles_other"),
    strugglesDetails: text("struggles_details"),
    previousTutor: text("previous_tutor"),
    previousTutorDetails: text("previous_tutor_details"),
    goals: text("goals"),
    additionalInfo: text("additional_info"),
    ...crmColumns(),
  },
  (t) => [
    index("intake_forms_created_at_idx").on(t.createdAt),
    index("intake_forms_family_idx").on(t.familyId),
    index("intake_forms_email_idx").on(t.email),
    // The pipeline board's newest cards per stage, read from the index instead of sorting every lead.
    index("intake_forms_stage_created_idx").on(t.conversionStage, t.createdAt, t.id),
  ],
);

export const contactForms = pgTable(
  "contact_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    submissionType: text("submission_type").notNull().default("standard"),
    fallbackVerification: jsonb("fallback_verification").$type<{
      phone: string;
      alternateEmail: string | null;
      reason: string | null;
    } | null>(),
    needsReview: boolean("needs_review").notNull().default(false),
    ...crmColumns(),
  },
  (t) => [
    index("contact_forms_created_at_idx").on(t.createdAt),
    index("contact_forms_family_idx").on(t.familyId),
    index("contact_forms_email_idx").on(t.email),
    index("contact_forms_stage_created_idx").on(t.conversionStage, t.createdAt, t.id),
  ],
);

/**
 * Consultations: calendar bookings from Start Here ("booking") and Get Started requests
 * ("request", which never block calendar time). The exclusion constraint that forbids two
 * overlapping confirmed bookings is added in SQL (db/migrations), as drizzle cannot express it.
 */
export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["booking", "request"] }).notNull(),
    bookingStatus: text("booking_status", {
      enum: ["confirmed", "requested", "cancelled", "completed", "no_show"],
    }).notNull(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The child, as the parent chose to tell us (all optional). */
    childFirstName: text("child_first_name"),
    childAge: text("child_age"),
    childGrade: text("child_grade"),
    notes: text("notes"),
    dateISO: text("date_iso").notNull(),
    startAt: tz("start_at").notNull(),
    endAt: tz("end_at").notNull(),
    label: text("label").notNull(),
    lockId: uuid("lock_id"),
    cancelledAt: tz("cancelled_at"),
    rescheduledFrom: uuid("rescheduled_from"),
    /**
     * SEQUENCE of the last calendar invitation sent for this consultation (its UID is the first
     * booking's of a moved chain): 0 when booked, +1 on each move and on the cancellation, so
     * calendars apply every change instead of ignoring it as older.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    ...crmColumns(),
  },
  (t) => [
    index("consultation_bookings_start_at_idx").on(t.startAt),
    index("consultation_bookings_email_idx").on(t.email),
    index("consultation_bookings_created_at_idx").on(t.createdAt),
    index("consultation_bookings_family_idx").on(t.familyId),
    index("consultation_bookings_stage_created_idx").on(t.conversionStage, t.createdAt, t.id),
    // A rescheduled consultation's later bookings, found from its first (reports count the chain once).
    index("consultation_bookings_rescheduled_from_idx")
      .on(t.rescheduledFrom)
      .where(sql`rescheduled_from is not null`),
  ],
);

/** A visitor's temporary claim on a slot. One row per slot start; expired rows are taken over. */
export const slotHolds = pgTable(
  "slot_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startAt: tz("start_at").notNull(),
    endAt: tz("end_at").notNull(),
    clientKey: text("client_key").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slot_holds_start_at_key").on(t.startAt),
    index("slot_holds_client_key_idx").on(t.clientKey),
  ],
);

// ---------------------------------------------------------------- CRM history, email, audit

export const leadActivity = pgTable(
  "lead_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadType: text("lead_type").notNull(),
    leadId: uuid("lead_id").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    kind: text("kind", { enum: ["note", "call", "change", "email", "system"] }).notNull(),
    body: text("body"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_activity_lead_idx").on(t.leadType, t.leadId)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /** Where a reply goes: the parent, on staff notifications about a family. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    icsContent: text("ics_content"),
    relatedType: text("related_type"),
    relatedId: uuid("related_id"),
    // pending -> sending (claimed) -> sent; back to pending only when the mail server refused it;
    // withdrawn when the consultation it is about no longer stands; interrupted when the sender
    // died between handing it to the mail server and recording the result (never re-sent on its
    // own: it may have gone out).
    status: text("status", {
      enum: ["pending", "sending", "sent", "failed", "withdrawn", "interrupted"],
    })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A code and class only (`smtp 450`, `database 57P01`, `ECONNREFUSED`), never message text. */
    lastError: text("last_error"),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    claimedAt: tz("claimed_at"),
    claimedBy: text("claimed_by"),
    sentAt: tz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_to_idx").on(t.toAddress),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

/** Data deletion / access requests, tracked against the Data Deletion Policy's deadlines. */
export const dataRequests = pgTable("data_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind", { enum: ["deletion", "access"] }).notNull(),
  emailHash: text("email_hash").notNull(),
  status: text("status").notNull().default("received"),
  receivedAt: tz("received_at").notNull().defaultNow(),
  acknowledgedAt: tz("acknowledged_at"),
  verifiedAt: tz("verified_at"),
  completedAt: tz("completed_at"),
  notes: text("notes"),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- follow-through for staff

/**
 * A reminder email waiting for its time. The scheduler claims due rows with FOR UPDATE SKIP
 * LOCKED and writes the email to the outbox in the same transaction, so each goes out once
 * however many instances run; the state lives here, so a restart picks up where it stopped.
 */
export const consultationReminders = pgTable(
  "consultation_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => consultationBookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["day_before", "hour_before"] }).notNull(),
    dueAt: tz("due_at").notNull(),
    /** The parent's own zone when they booked, for the second time line. */
    visitorTimeZone: text("visitor_time_zone"),
    status: text("status", { enum: ["pending", "sent", "skipped"] })
      .notNull()
      .default("pending"),
    processedAt: tz("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("consultation_reminders_booking_kind_key").on(t.bookingId, t.kind),
    index("consultation_reminders_due_idx")
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
  ],
);

/** A staff member's private calendar subscription: only a hash of its token is kept. */
export const staffCalendarFeeds = pgTable("staff_calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * What an admin typed into the leads search (often a parent's name, email or phone), kept here
 * for an hour under a random id so that only the id goes into page URLs (lib/crm/leads/inbox-search.ts).
 * Left out of backups.
 */
export const inboxSearches = pgTable(
  "inbox_searches",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    expiresAt: tz("expires_at").notNull(),
  },
  (t) => [index("inbox_searches_expires_at_idx").on(t.expiresAt)],
);

/** Staff's wording of the reply templates; a template without a row uses the built-in text. */
export const emailTemplates = pgTable("email_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

// ---------------------------------------------------------------- teacher activities

/**
 * A tutor's own game made from one of the portal's templates, shared by an unguessable code.
 * `content` and `settings` are validated per template by activities/schemas.ts.
 */
export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareCode: text("share_code").notNull().unique(),
    title: text("title").notNull(),
    template: text("template").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    paused: boolean("paused").notNull().default(false),
    resultsEnabled: boolean("results_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("activities_owner_id_idx").on(t.ownerId)],
);

/** One finished play of an activity with results on: a nickname only, never a full name or email. */
export const activityPlays = pgTable(
  "activity_plays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: uuid("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    seconds: integer("seconds").notNull(),
    missedItems: jsonb("missed_items").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("activity_plays_activity_id_idx").on(t.activityId)],
);

// ---------------------------------------------------------------- staff preferences and digests

/** A staff member's own choices about the emails the system sends them (off until they opt in). */
export const staffPreferences = pgTable("staff_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  morningDigest: boolean("morning_digest").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * One row per staff member per business day whose morning digest was queued. The unique key is
 * the claim: whichever instance inserts it writes the email, in the same transaction, so each
 * person gets one digest a day however many instances tick. `sentAt` bounds the next digest's
 * "new leads since".
 */
export const staffDigests = pgTable(
  "staff_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    sentAt: tz("sent_at").notNull(),
  },
  (t) => [uniqueIndex("staff_digests_user_day_key").on(t.userId, t.businessDate)],
);

// ---------------------------------------------------------------- staff invitations

/**
 * An invitation to join the staff: the invitee's user row exists from the start (with its role,
 * but no password, so nobody can sign in as them) and this row holds only a hash of the emailed
 * link's token. One per person: resending replaces the token. `acceptedAt` is set when the
 * invitee chooses a password, which spends the link.
 */
export const staffInvitations = pgTable("staff_invitations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: tz("expires_at").notNull(),
  invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
  sentAt: tz("sent_at").notNull(),
  acceptedAt: tz("accepted_at"),
});

// ---------------------------------------------------------------- operations

/**
 * One row the health check writes on every call (lib/health.ts), so /api/health notices a
 * database that reads but cannot write (disk full, read-only). Holds no personal data and is
 * left out of backups.
 */
export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: tz("checked_at").notNull(),
});

/** The daily backup's claim: one row per UTC day, so of several instances one writes it. */
export const backupRuns = pgTable("backup_runs", {
  day: date("day").primaryKey(),
  startedAt: tz("started_at").notNull(),
  finishedAt: tz("finished_at"),
  fileName: text("file_name"),
});

// ---------------------------------------------------------------- tutors' students

/**
 * A child on a tutor's own list: a first name or nickname and nothing that identifies them
 * further (no email, surname, birthday or school). The picture code (a colour and an animal) lets
 * a child recognise themselves without a name; reading preferences follow the shape of
 * lib/reading-preferences.ts. Whatever is later stored about a student (assignments, results)
 * references this row with ON DELETE CASCADE, so deleting the student deletes it all.
 */
export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tutorId: text("tutor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pictureColour: text("picture_colour"),
    pictureAnimal: text("picture_animal"),
    yearGroup: text("year_group"),
    readingPreferences: jsonb("reading_preferences").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("students_tutor_id_idx").on(t.tutorId)],
);

/**
 * A tutor's word list (issue 35): a name and its words, each with the sound or pattern tags the
 * tutor gave it (`sh`, `short a`, `closed syllable`). Activities are made from it, then live on
 * their own: deleting a list leaves them.
 */
export const wordLists = pgTable(
  "word_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    words: jsonb("words").$type<{ word: string; tags: string[] }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("word_lists_owner_id_idx").on(t.ownerId)],
);

// ---------------------------------------------------------------- assignments and personal links

/**
 * A student's personal link (/my/<token>): 144 random bits, stored as they are (not hashed) with a
 * unique index, because the tutor shows, prints and copies the same link again whenever they
 * like, as with activities' share codes. One per student: making a new link replaces the token,
 * so the old one stops working at once.
 */
export const studentLinks = pgTable("student_links", {
  studentId: uuid("student_id")
    .primaryKey()
    .references(() => students.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Something a tutor gave to some of their students: one of their activities, or a free game with
 * its settings (the game's own query parameters, checked by activities/assignments/free-games.ts).
 * Exactly one of the two is set. The due date is a business-calendar date.
 */
export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tutorId: text("tutor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    activityId: uuid("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    game: text("game"),
    gameSettings: jsonb("game_settings").$type<Record<string, string>>().notNull().default({}),
    dueDate: date("due_date", { mode: "string" }),
    untilNinetyPercent: boolean("until_ninety_percent").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("assignments_tutor_id_idx").on(t.tutorId),
    index("assignments_activity_id_idx").on(t.activityId),
    check("assignments_activity_or_game", sql`(${t.activityId} is null) <> (${t.game} is null)`),
  ],
);

/** One student's part of an assignment: when they opened it, their last play, when it was done. */
export const assignmentStudents = pgTable(
  "assignment_students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    openedAt: tz("opened_at"),
    plays: integer("plays").notNull().default(0),
    lastScore: integer("last_score"),
    lastTotal: integer("last_total"),
    lastPlayedAt: tz("last_played_at"),
    doneAt: tz("done_at"),
  },
  (t) => [
    uniqueIndex("assignment_students_assignment_student_key").on(t.assignmentId, t.studentId),
    index("assignment_students_student_id_idx").on(t.studentId),
  ],
);

/**
 * Every play of an assigned activity, with the result as the player reported it and the server
 * checked it (`result`: score, total, seconds, missed items, and the per-item answers that feed
 * the student's confusion record, activities/confusions).
 */
export const assignmentPlays = pgTable(
  "assignment_plays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentStudentId: uuid("assignment_student_id")
      .notNull()
      .references(() => assignmentStudents.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    seconds: integer("seconds").notNull(),
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("assignment_plays_assignment_student_id_idx").on(t.assignmentStudentId)],
);

// ---------------------------------------------------------------- the practice's sound library

/** Raw bytes (PostgreSQL bytea), read and written as a Uint8Array on PGlite and PostgreSQL alike. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * One recording of the practice's own voice: a sound of the keyword table or its keyword, filed
 * under the id games/kit/audio/recordings.ts gives it. `version` is a hash of the audio, so a
 * recording's URL changes when it is re-recorded and each version can be cached for good.
 */
export const soundRecordings = pgTable("sound_recordings", {
  id: text("id").primaryKey(),
  audio: bytes("audio").notNull(),
  contentType: text("content_type").notNull(),
  version: text("version").notNull(),
  recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- the practice's own site content

/**
 * The business facts the public site and the emails show (lib/site-content/business-facts.ts):
 * one row, seeded with the values the site had before staff could edit them. `revision` goes up
 * by one at every save, so each instance can tell that its cached pages are older than the data.
 */
export const businessFacts = pgTable("business_facts", {
  id: integer("id").primaryKey().default(1),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  /** Opening hours without the zone ("Mon-Fri 8am-5pm"); pages add BUSINESS_TIME_ZONE's label. */
  hours: text("hours").notNull(),
  /** Postal address, shown only when filled in (the practice teaches online). */
  address: text("address").notNull().default(""),
  state: text("state").notNull(),
  /** The one reply-time promise: "within 24 hours". */
  replyTime: text("reply_time").notNull(),
  utahFitsAllUrl: text("utah_fits_all_url").notNull(),
  revision: integer("revision").notNull().default(0),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Teachers an admin allowed to edit the site's content (admins always may). */
export const siteEditors = pgTable("site_editors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  grantedBy: text("granted_by").references(() => user.id, { onDelete: "set null" }),
  grantedAt: tz("granted_at").notNull().defaultNow(),
});

/**
 * A staff photo as uploaded (lib/site-content/photos): already turned upright and re-encoded
 * without its metadata (no EXIF, so no location), at most 2048 px on its longer side. Kept in the
 * database so every instance serves it; the sizes pages show are made from it on request.
 * `focusX`/`focusY` (0..1) are the point the editor picked that every crop keeps in view;
 * `revision` goes up when it moves, so each variant's URL changes and may be cached for good.
 */
export const staffPhotos = pgTable("staff_photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  image: bytes("image").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  focusX: real("focus_x").notNull().default(0.5),
  focusY: real("focus_y").notNull().default(0.5),
  revision: integer("revision").notNull().default(1),
  uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * One person on /meet-our-staff, in `position` order (lib/site-content/staff-profiles.ts).
 * `credentials` holds `{ kind, text }` items: a kind from the list of issuing bodies
 * (staff-profile-schema.ts) or "other" with free text. Without a photo the page shows
 * `avatarSrc` (the illustrations the site started with) or the person's initials.
 * `userId` links a profile to the staff account whose name parents see as a consultation's host.
 */
export const staffProfiles = pgTable(
  "staff_profiles",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    credentials: jsonb("credentials").$type<{ kind: string; text: string }[]>().notNull(),
    bio: jsonb("bio").$type<string[]>().notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    photoId: uuid("photo_id").references(() => staffPhotos.id, { onDelete: "set null" }),
    avatarSrc: text("avatar_src"),
    altText: text("alt_text").notNull().default(""),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_profiles_position_idx").on(t.position)],
);

/**
 * How far each part of the site's content has moved (one row per part, e.g. "staff-profiles"):
 * every save adds one, so each instance can tell its cached pages are older than the data.
 */
export const siteContentRevisions = pgTable("site_content_revisions", {
  part: text("part").primaryKey(),
  revision: integer("revision").notNull().default(0),
});

/**
 * Parents' words on the home page, /dyslexia and /free-consultation (Admin → Site →
 * Testimonials). First name or initials only; one is shown only while the family's permission is
 * recorded (permission_given with its date) and it is not hidden. No rating: the practice does not
 * publish stars or review markup for its own testimonials.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: text("id").primaryKey(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    /** Shown under the name, e.g. "Parent of a 9-year-old with dyslexia"; may be empty. */
    detail: text("detail").notNull().default(""),
    ageGroup: text("age_group").notNull(),
    source: text("source").notNull(),
    permissionGiven: boolean("permission_given").notNull().default(false),
    permissionDate: date("permission_date", { mode: "string" }),
    /** Where it appears: any of "home", "dyslexia", "free-consultation". */
    pages: jsonb("pages").$type<string[]>().notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_position_idx").on(t.position)],
);

/**
 * The one unpublished draft of each kind of site content (lib/site-content/versions): the whole
 * snapshot as the editor saved it, checked with the kind's own schema. Pages read it only in
 * preview (Next's draft mode); Publish copies it live and removes it.
 */
export const siteContentDrafts = pgTable("site_content_drafts", {
  kind: text("kind").primaryKey(),
  snapshot: jsonb("snapshot").$type<unknown>().notNull(),
  savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
  savedAt: tz("saved_at").notNull().defaultNow(),
});

/**
 * Every publish of a kind of site content, kept: the snapshot that went live, who and when.
 * `restoredFrom` names the version a restore published again. Staff photos are referenced by
 * id, and a photo a kept version refers to is never deleted.
 */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    snapshot: jsonb("snapshot").$type<unknown>().notNull(),
    publishedBy: text("published_by").references(() => user.id, { onDelete: "set null" }),
    publishedAt: tz("published_at").notNull().defaultNow(),
    restoredFrom: bigint("restored_from", { mode: "number" }),
  },
  (t) => [index("site_content_versions_kind_idx").on(t.kind, t.id)],
);

/**
 * One card of /services-offered, in `position` order (lib/site-content/services.ts). The price is
 * kept once, in whole US dollars, with its unit; the card's "$70/hour" and the structured data are
 * both made from it. `description` is the small allow-listed rich text
 * (lib/site-content/rich-text.ts). `booking` names the start-here form its button opens.
 */
export const services = pgTable(
  "services",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    priceUsd: integer("price_usd").notNull(),
    /** "free", "hour", "assessment" or "program". */
    unit: text("unit").notNull(),
    note: text("note").notNull().default(""),
    description: text("description").notNull(),
    ctaLabel: text("cta_label").notNull(),
    /** "consultation" or "intake". */
    booking: text("booking").notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_position_idx").on(t.position)],
);

/**
 * One question of a page's FAQ ("structured-literacy" or "services-offered"), in `position`
 * order (lib/site-content/faqs.ts). `answer` is the small allow-listed rich text; the FAQPage
 * structured data gets its plain text.
 */
export const faqItems = pgTable(
  "faq_items",
  {
    id: text("id").primaryKey(),
    page: text("page").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_items_page_position_idx").on(t.page, t.position)],
);

/**
 * The optional hero photo beside the heading of the home page and of /free-consultation
 * (lib/site-content/hero-photos.ts): one row per page that shows one; a page without a row shows
 * its illustration. The photo is stored like a staff portrait (staff_photos) and cropped wide.
 */
export const heroPhotos = pgTable("hero_photos", {
  page: text("page").primaryKey(),
  photoId: uuid("photo_id")
    .notNull()
    .references(() => staffPhotos.id, { onDelete: "cascade" }),
  altText: text("alt_text").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
