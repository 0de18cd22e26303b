import "server-only";
// Activities and their results, with authorization next to the data: only the owner (or an
// admin) reads, changes or sees the results of an activity; a play link reveals the content of
// a live activity and nothing else.
import crypto from "node:crypto";
import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { activities, activityPlays, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { spendToken } from "@/lib/bot-check/spent-tokens";
import { allowRequest, consumeRate, TOO_MANY_REQUESTS, type RateRule } from "@/lib/rate-limit";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { describeIssues } from "@/lib/result";
import { csvLine } from "@/lib/csv";
import { playFitsActivity } from "../playing/play-check";
import { issuePlayToken, playTokenExpiry } from "../playing/play-token";
import {
  activityDraftSchema,
  activityIdSchema,
  activityItems,
  nicknameSchema,
  playResultSchema,
  shareCodeSchema,
  templateHasResults,
  type ActivityDraft,
  type ActivitySort,
} from "../schemas";

export type Staff = { id: string; role: "member" | "teacher" | "admin" };
export type Activity = typeof activities.$inferSelect;
export type ActivitySummary = Pick<
  Activity,
  | "id"
  | "shareCode"
  | "title"
  | "template"
  | "paused"
  | "resultsEnabled"
  | "createdAt"
  | "updatedAt"
> & {
  ownerEmail: string;
  plays: number;
};

export const activityMessages = {
  notFound: "We couldn't find that activity. It may have been deleted.",
  notStaff: "Only teachers can create and manage activities.",
  playGone: "This activity link doesn't work any more. Please ask your teacher for a new one.",
  paused: "Your teacher has paused this activity for now. Please check back later.",
  resultsOff: "This activity doesn't save results.",
  noResultsToSave: "A Spinner Wheel has no right or wrong answers, so it doesn't save results.",
  badResult: "That result doesn't match this activity.",
  noPlay:
    "We couldn't save this result because it doesn't come from a play of this activity. Please start the activity again.",
  alreadySaved: "This result has already been saved.",
} as const;

/**
 * Per client address, and per link shared fairly: generous for a class on one network, tight for
 * a script. Once a link is busy (more than `perLink.limit` results in the window), each address
 * may add only `busyShare` more, so a flood from many addresses buys one address's share each
 * and never blocks a child who has not played yet.
 */
export const playRateRules: {
  start: RateRule;
  perAddress: RateRule;
  perLink: RateRule;
  busyShare: number;
} = {
  start: { limit: 60, windowSeconds: 600 },
  perAddress: { limit: 30, windowSeconds: 600 },
  perLink: { limit: 120, windowSeconds: 600 },
  busyShare: 3,
};

function assertStaff(actor: Staff | null): asserts actor is Staff {
  if (!actor || (actor.role !== "teacher" && actor.role !== "admin"))
    throw new AppError(403, activityMessages.notStaff);
}

/** Validates a draft with the shared schema; the first problem becomes a clear 400. */
export function parseDraft(input: unknown): ActivityDraft {
  const parsed = activityDraftSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      400,
      describeIssues(parsed.error, "Some of the activity's details are not valid.").message,
    );
  }
  return parsed.data;
}

function newShareCode(): string {
  return crypto.randomBytes(9).toString("base64url");
}

/** The activity if this person may manage it; otherwise the same 404 whether it exists or not. */
export async function getOwnedActivity(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<Activity> {
  assertStaff(actor);
  if (!activityIdSchema.safeParse(id).success) throw new AppError(404, activityMessages.notFound);
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row || (row.ownerId !== actor.id && actor.role !== "admin"))
    throw new AppError(404, activityMessages.notFound);
  return row;
}

export async function createActivity(
  db: AppDatabase,
  actor: Staff | null,
  input: unknown,
): Promise<Activity> {
  assertStaff(actor);
  const draft = parseDraft(input);
  const [row] = await db
    .insert(activities)
    .values({
      shareCode: newShareCode(),
      ownerId: actor.id,
      title: draft.title,
      template: draft.template,
      content: draft.content,
      settings: draft.settings,
    })
    .returning();
  return row!;
}

/**
 * Several activities at once (made from a word list, issue 35): each checked like one the tutor
 * saved, and stored together or not at all.
 */
export async function createActivities(
  db: AppDatabase,
  actor: Staff | null,
  inputs: readonly unknown[],
): Promise<Activity[]> {
  assertStaff(actor);
  const drafts = inputs.map(parseDraft);
  return db.transaction(async (tx) => {
    const rows: Activity[] = [];
    for (const draft of drafts) {
      const [row] = await tx
        .insert(activities)
        .values({
          shareCode: newShareCode(),
          ownerId: actor.id,
          title: draft.title,
          template: draft.template,
          content: draft.content,
          settings: draft.settings,
        })
        .returning();
      rows.push(row!);
    }
    return rows;
  });
}

export async function updateActivity(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  input: unknown,
): Promise<Activity> {
  const existing = await getOwnedActivity(db, actor, id);
  const draft = parseDraft(input);
  if (draft.template !== existing.template)
    throw new AppError(400, "An activity keeps its template. Duplicate it to try another one.");
  const [row] = await db
    .update(activities)
    .set({ title: draft.title, content: draft.content, settings: draft.settings })
    .where(eq(activities.id, existing.id))
    .returning();
  return row!;
}

/** A copy with a new link, results off and not paused; the copy's plays start empty. */
export async function duplicateActivity(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<Activity> {
  const source = await getOwnedActivity(db, actor, id);
  const title = `${source.title.slice(0, 73)} (copy)`;
  const [row] = await db
    .insert(activities)
    .values({
      shareCode: newShareCode(),
      ownerId: actor!.id,
      title,
      template: source.template,
      content: source.content,
      settings: source.settings,
    })
    .returning();
  return row!;
}

/** Deletes the activity and, through the foreign key, every result stored for it. */
export async function deleteActivity(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<void> {
  const existing = await getOwnedActivity(db, actor, id);
  await db.delete(activities).where(eq(activities.id, existing.id));
}

export async function setActivityState(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  change: { paused?: boolean; resultsEnabled?: boolean },
): Promise<Activity> {
  const existing = await getOwnedActivity(db, actor, id);
  const set: Partial<Pick<Activity, "paused" | "resultsEnabled">> = {};
  if (typeof change.paused === "boolean") set.paused = change.paused;
  if (typeof change.resultsEnabled === "boolean") set.resultsEnabled = change.resultsEnabled;
  if (set.resultsEnabled && !templateHasResults(existing.template))
    throw new AppError(400, activityMessages.noResultsToSave);
  if (!Object.keys(set).length) return existing;
  const [row] = await db
    .update(activities)
    .set(set)
    .where(eq(activities.id, existing.id))
    .returning();
  return row!;
}

const sortOrders: Record<ActivitySort, ReturnType<typeof desc>[]> = {
  updated: [desc(activities.updatedAt)],
  created: [desc(activities.createdAt)],
  title: [asc(sql`lower(${activities.title})`)],
};

/**
 * The person's own activities ("My activities"); with `everyone`, an admin sees every teacher's
 * links (the portal's Admin tab).
 */
export async function listActivities(
  db: AppDatabase,
  actor: Staff | null,
  options: { search?: string; sort?: ActivitySort; everyone?: boolean } = {},
): Promise<ActivitySummary[]> {
  assertStaff(actor);
  const filters = [];
  if (!(options.everyone && actor.role === "admin")) filters.push(eq(activities.ownerId, actor.id));
  const search = options.search?.trim().slice(0, 80);
  if (search)
    filters.push(ilike(activities.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({
      id: activities.id,
      shareCode: activities.shareCode,
      title: activities.title,
      template: activities.template,
      paused: activities.paused,
      resultsEnabled: activities.resultsEnabled,
      createdAt: activities.createdAt,
      updatedAt: activities.updatedAt,
      ownerEmail: user.email,
      plays: sql<number>`(select count(*)::int from ${activityPlays} where ${activityPlays.activityId} = ${activities.id})`,
    })
    .from(activities)
    .innerJoin(user, eq(user.id, activities.ownerId))
    .where(and(...filters))
    .orderBy(...sortOrders[options.sort ?? "updated"], asc(activities.id));
}

export type PlayableActivity = { title: string; draft: ActivityDraft; resultsEnabled: boolean };

/** What a play link shows: the live activity's content, or a clear reason why not. */
export async function getPlayableActivity(
  db: AppDatabase,
  code: string,
): Promise<{ state: "live"; activity: PlayableActivity } | { state: "paused" | "gone" }> {
  if (!shareCodeSchema.safeParse(code).success) return { state: "gone" };
  const [row] = await db.select().from(activities).where(eq(activities.shareCode, code));
  if (!row) return { state: "gone" };
  if (row.paused) return { state: "paused" };
  const draft = activityDraftSchema.safeParse({
    template: row.template,
    title: row.title,
    content: row.content,
    settings: row.settings,
  });
  if (!draft.success) return { state: "gone" };
  return {
    state: "live",
    activity: { title: row.title, draft: draft.data, resultsEnabled: row.resultsEnabled },
  };
}

/** The activity behind a link, if it is live and collects results; otherwise the reason. */
async function activityTakingResults(db: AppDatabase, code: string): Promise<Activity> {
  const [row] = await db.select().from(activities).where(eq(activities.shareCode, code));
  if (!row) throw new AppError(404, activityMessages.playGone);
  if (row.paused) throw new AppError(409, activityMessages.paused);
  if (!row.resultsEnabled) throw new AppError(409, activityMessages.resultsOff);
  return row;
}

/**
 * A child starts a play: its single-use play token, for this link and this nickname. `client`
 * keys the limits (a hash of the address).
 */
export async function startPlay(
  db: AppDatabase,
  code: string,
  nickname: unknown,
  client: string,
  now: Date,
): Promise<string> {
  if (!shareCodeSchema.safeParse(code).success) throw new AppError(404, activityMessages.playGone);
  const name = nicknameSchema.safeParse(nickname);
  if (!name.success) throw new AppError(400, describeIssues(name.error).message);
  if (!(await allowRequest(db, `activity-play-start:${client}`, playRateRules.start, now)))
    throw new AppError(429, TOO_MANY_REQUESTS);
  await activityTakingResults(db, code);
  return issuePlayToken(await resolveAppSecret(db), { code, nickname: name.data }, now);
}

/** Per address, then per link with a fair share once the link is busy (see playRateRules). */
async function playWithinLimits(db: AppDatabase, code: string, client: string, now: Date) {
  const { perAddress, perLink, busyShare } = playRateRules;
  if (!(await allowRequest(db, `activity-play:address:${client}`, perAddress, now))) return false;
  const link = await consumeRate(db, `activity-play:link:${code}`, perLink, now);
  const mine = await consumeRate(db, `activity-play:link:${code}:${client}`, perAddress, now);
  return mine.count <= (link.allowed ? perAddress.limit : busyShare);
}

/**
 * Stores a finished play when the activity collects results. It must carry the play token its
 * start was given (for this link and nickname, unspent), is rate-limited per client and per link
 * (fairly), and the score and missed items must fit the activity, so nothing invented is stored.
 */
export async function recordPlay(
  db: AppDatabase,
  code: string,
  input: unknown,
  client: string,
  now: Date,
): Promise<void> {
  if (!shareCodeSchema.safeParse(code).success) throw new AppError(404, activityMessages.playGone);
  const parsed = playResultSchema.safeParse(input);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "playToken"))
      throw new AppError(403, activityMessages.noPlay);
    throw new AppError(400, describeIssues(parsed.error, activityMessages.badResult).message);
  }
  const result = parsed.data;
  const play = { code, nickname: result.nickname };
  const expires = playTokenExpiry(await resolveAppSecret(db), result.playToken, play, now);
  if (!expires) throw new AppError(403, activityMessages.noPlay);
  if (!(await playWithinLimits(db, code, client, now))) throw new AppError(429, TOO_MANY_REQUESTS);
  const row = await activityTakingResults(db, code);
  const draft = activityDraftSchema.parse({
    template: row.template,
    title: row.title,
    content: row.content,
    settings: row.settings,
  });
  const missed = [...new Set(result.missedItems)];
  if (!playFitsActivity(draft, { ...result, missedItems: missed }))
    throw new AppError(400, activityMessages.badResult);
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, result.playToken, expires)))
      throw new AppError(409, activityMessages.alreadySaved);
    await tx.insert(activityPlays).values({
      activityId: row.id,
      nickname: result.nickname,
      score: result.score,
      total: result.total,
      seconds: result.seconds,
      missedItems: missed,
      createdAt: now,
    });
  });
}

export type ItemDifficulty = { item: string; missed: number; plays: number };
export type ActivityResults = {
  activity: Activity;
  plays: (typeof activityPlays.$inferSelect)[];
  difficulty: ItemDifficulty[];
};

/** Plays newest first, and how often each item was missed (most missed first). */
export async function activityResults(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<ActivityResults> {
  const activity = await getOwnedActivity(db, actor, id);
  const plays = await db
    .select()
    .from(activityPlays)
    .where(eq(activityPlays.activityId, activity.id))
    .orderBy(desc(activityPlays.createdAt), asc(activityPlays.id));
  const draft = activityDraftSchema.safeParse({
    template: activity.template,
    title: activity.title,
    content: activity.content,
    settings: activity.settings,
  });
  const items = draft.success ? activityItems(draft.data) : [];
  const difficulty = items
    .map((item) => ({
      item,
      missed: plays.filter((play) => play.missedItems.includes(item)).length,
      plays: plays.length,
    }))
    .sort((a, b) => b.missed - a.missed || items.indexOf(a.item) - items.indexOf(b.item));
  return { activity, plays, difficulty };
}

export function resultsCsv(results: Pick<ActivityResults, "plays">): string {
  const header = ["Nickname", "Score", "Out of", "Time (seconds)", "Missed", "Played at (UTC)"];
  const rows = results.plays.map((play) => [
    play.nickname,
    play.score,
    play.total,
    play.seconds,
    play.missedItems.join("; "),
    play.createdAt.toISOString(),
  ]);
  return [header, ...rows].map(csvLine).join("");
}
