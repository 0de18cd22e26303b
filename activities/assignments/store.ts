import "server-only";
// Assignments and students' personal links, with authorization next to the data: a tutor assigns
// only their own activities to their own students and sees only their own assignments (an admin
// sees every tutor's); a personal link reveals that one student's first name, picture code,
// reading preferences and assignments, nothing else. Another tutor's assignment or student
// answers the same 404 as one that doesn't exist.
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import {
  activities,
  assignmentPlays,
  assignmentStudents,
  assignments,
  studentLinks,
  students,
  user,
} from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { spendToken } from "@/lib/bot-check/spent-tokens";
import { allowRequest, TOO_MANY_REQUESTS, type RateRule } from "@/lib/rate-limit";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { describeIssues } from "@/lib/result";
import { csvLine } from "@/lib/csv";
import { PUBLIC_RATES } from "@/server/traffic/public-limits.mjs";
import type { ReadingPreferences } from "@/lib/reading-preferences";
import type { PictureAnimal, PictureColour } from "@/lib/students/profile";
import type { Staff } from "@/activities/library/store";
import { activityMessages } from "@/activities/library/store";
import { playFitsActivity } from "@/activities/playing/play-check";
import { answersAboutItems } from "@/activities/confusions/record";
import { issuePlayToken, playTokenExpiry } from "@/activities/playing/play-token";
import { activityDraftSchema, type ActivityDraft } from "@/activities/schemas";
import {
  assignableGames,
  describeGame,
  gameKeepsAnswers,
  gameQuery,
  gameUrl,
  type AssignableGame,
} from "./free-games";
import { readGameRound } from "./game-answers";
import {
  assignedPlayResultSchema,
  assignmentMessages,
  personalTokenSchema,
  type AssignmentDraft,
} from "./schemas";
import { assigneeState, percentRight, playCompletes, type AssigneeState } from "./status";

/** Per client address, in the public limits' one table (server/traffic/public-limits.mjs). */
export const personalLinkRules: { page: RateRule; play: RateRule } = {
  page: PUBLIC_RATES["personal:page"],
  play: PUBLIC_RATES["personal:play"],
};

function assertTutor(actor: Staff | null): asserts actor is Staff {
  if (!actor || (actor.role !== "teacher" && actor.role !== "admin"))
    throw new AppError(403, assignmentMessages.notStaff);
}

/** Rows this person may see: their own, or everyone's for an admin. */
const ownedBy = (actor: Staff, column: typeof assignments.tutorId | typeof students.tutorId) =>
  actor.role === "admin" ? undefined : eq(column, actor.id);

// ------------------------------------------------------------------ personal links

export const newPersonalToken = () => crypto.randomBytes(18).toString("base64url");

/** The student's id if this person may manage them; otherwise the same 404 as no student. */
async function managedStudentId(db: AppDatabase, actor: Staff, studentId: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), ownedBy(actor, students.tutorId)));
  if (!row) throw new AppError(404, assignmentMessages.studentNotFound);
  return row.id;
}

/**
 * Gives the student a new personal link, replacing (and so withdrawing) any earlier one. Answers
 * the new token.
 */
export async function renewStudentLink(
  db: AppDatabase,
  actor: Staff | null,
  studentId: string,
): Promise<string> {
  assertTutor(actor);
  const id = await managedStudentId(db, actor, studentId);
  const token = newPersonalToken();
  await db
    .insert(studentLinks)
    .values({ studentId: id, token })
    .onConflictDoUpdate({
      target: studentLinks.studentId,
      set: { token, createdAt: sql`now()` },
    });
  return token;
}

/** The personal links of the students this person may manage, by student id. */
export async function studentLinkTokens(
  db: AppDatabase,
  actor: Staff | null,
): Promise<Map<string, string>> {
  assertTutor(actor);
  const rows = await db
    .select({ studentId: studentLinks.studentId, token: studentLinks.token })
    .from(studentLinks)
    .innerJoin(students, eq(students.id, studentLinks.studentId))
    .where(ownedBy(actor, students.tutorId));
  return new Map(rows.map((row) => [row.studentId, row.token]));
}

// ------------------------------------------------------------------ the tutor's side

/**
 * Assigns an activity or a free game to some of the tutor's own students, in one transaction:
 * the assignment and every student's row, or nothing.
 */
export async function createAssignment(
  db: AppDatabase,
  actor: Staff | null,
  draft: AssignmentDraft,
): Promise<{ id: string; title: string; students: number }> {
  assertTutor(actor);
  let title: string;
  if (draft.target.kind === "activity") {
    const [activity] = await db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(
        and(
          eq(activities.id, draft.target.activityId),
          actor.role === "admin" ? undefined : eq(activities.ownerId, actor.id),
        ),
      );
    if (!activity) throw new AppError(404, assignmentMessages.activityNotFound);
    title = activity.title;
  } else {
    title = assignableGames[draft.target.game].title;
  }
  // The students must be the tutor's own: an admin assigns to their own students too, since the
  // personal page says "your teacher".
  const found = await db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.id, draft.studentIds), eq(students.tutorId, actor.id)));
  if (found.length !== draft.studentIds.length)
    throw new AppError(404, assignmentMessages.studentNotFound);
  const target = draft.target;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        tutorId: actor.id,
        activityId: target.kind === "activity" ? target.activityId : null,
        game: target.kind === "game" ? target.game : null,
        gameSettings: target.kind === "game" ? target.settings : {},
        dueDate: draft.dueDate,
        untilNinetyPercent: draft.untilNinetyPercent,
      })
      .returning({ id: assignments.id });
    await tx
      .insert(assignmentStudents)
      .values(draft.studentIds.map((studentId) => ({ assignmentId: row!.id, studentId })));
    return row!.id;
  });
  return { id, title, students: draft.studentIds.length };
}

export async function deleteAssignment(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
): Promise<void> {
  assertTutor(actor);
  const [row] = await db
    .delete(assignments)
    .where(and(eq(assignments.id, id), ownedBy(actor, assignments.tutorId)))
    .returning({ id: assignments.id });
  if (!row) throw new AppError(404, assignmentMessages.notFound);
}

export type AssigneeProgress = {
  id: string;
  studentId: string;
  studentName: string;
  openedAt: Date | null;
  plays: number;
  lastScore: number | null;
  lastTotal: number | null;
  lastPlayedAt: Date | null;
  doneAt: Date | null;
  state: AssigneeState;
};

export type AssignmentSummary = {
  id: string;
  title: string;
  /** "Activity" or the free game with its settings, in words. */
  kind: string;
  activityId: string | null;
  dueDate: string | null;
  untilNinetyPercent: boolean;
  tutorName: string;
  createdAt: Date;
  assignees: AssigneeProgress[];
};

const assignmentColumns = {
  id: assignments.id,
  activityId: assignments.activityId,
  activityTitle: activities.title,
  game: assignments.game,
  gameSettings: assignments.gameSettings,
  dueDate: assignments.dueDate,
  untilNinetyPercent: assignments.untilNinetyPercent,
  tutorName: user.name,
  createdAt: assignments.createdAt,
};

async function summaries(
  db: AppDatabase,
  where: SQL | undefined,
  today: string,
): Promise<AssignmentSummary[]> {
  const rows = await db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(user, eq(user.id, assignments.tutorId))
    .leftJoin(activities, eq(activities.id, assignments.activityId))
    .where(where)
    .orderBy(desc(assignments.createdAt), asc(assignments.id));
  if (!rows.length) return [];
  const people = await db
    .select({
      id: assignmentStudents.id,
      assignmentId: assignmentStudents.assignmentId,
      studentId: assignmentStudents.studentId,
      studentName: students.name,
      openedAt: assignmentStudents.openedAt,
      plays: assignmentStudents.plays,
      lastScore: assignmentStudents.lastScore,
      lastTotal: assignmentStudents.lastTotal,
      lastPlayedAt: assignmentStudents.lastPlayedAt,
      doneAt: assignmentStudents.doneAt,
    })
    .from(assignmentStudents)
    .innerJoin(students, eq(students.id, assignmentStudents.studentId))
    .where(
      inArray(
        assignmentStudents.assignmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sql`lower(${students.name})`), asc(assignmentStudents.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.activityTitle ?? assignableGames[row.game as AssignableGame]?.title ?? "Free game",
    kind: row.game ? describeGame(row.game as AssignableGame, row.gameSettings) : "Activity",
    activityId: row.activityId,
    dueDate: row.dueDate,
    untilNinetyPercent: row.untilNinetyPercent,
    tutorName: row.tutorName,
    createdAt: row.createdAt,
    assignees: people
      .filter((person) => person.assignmentId === row.id)
      .map(({ assignmentId: _assignment, ...person }) => ({
        ...person,
        state: assigneeState(person, row.dueDate, today),
      })),
  }));
}

/**
 * The tutor's assignments, newest first, each with every student's progress; with `everyone`, an
 * admin sees every tutor's. `today` is the business date that decides what is overdue.
 */
export async function listAssignments(
  db: AppDatabase,
  actor: Staff | null,
  today: string,
  options: { everyone?: boolean } = {},
): Promise<AssignmentSummary[]> {
  assertTutor(actor);
  const where = options.everyone
    ? ownedBy(actor, assignments.tutorId)
    : eq(assignments.tutorId, actor.id);
  return summaries(db, where, today);
}

/** One assignment this person may see, or the same 404 whether it exists or not. */
export async function getAssignment(
  db: AppDatabase,
  actor: Staff | null,
  id: string,
  today: string,
): Promise<AssignmentSummary> {
  assertTutor(actor);
  if (!personalUuid(id)) throw new AppError(404, assignmentMessages.notFound);
  const [found] = await summaries(
    db,
    and(eq(assignments.id, id), ownedBy(actor, assignments.tutorId)),
    today,
  );
  if (!found) throw new AppError(404, assignmentMessages.notFound);
  return found;
}

const personalUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const stateWords: Record<AssigneeState, string> = {
  done: "Done",
  overdue: "Overdue",
  "due-today": "Due today",
  later: "Not yet due",
};

/** One line per student: who, how far, when, how well. */
export function assignmentCsv(assignment: AssignmentSummary): string {
  const header = [
    "Student",
    "Status",
    "Plays",
    "Last score",
    "Out of",
    "Percent",
    "Last played (UTC)",
    "Done at (UTC)",
    "Due",
  ];
  const rows = assignment.assignees.map((person) => [
    person.studentName,
    stateWords[person.state],
    person.plays,
    person.lastScore ?? "",
    person.lastTotal ?? "",
    person.lastScore !== null && person.lastTotal
      ? percentRight(person.lastScore, person.lastTotal)
      : "",
    person.lastPlayedAt?.toISOString() ?? "",
    person.doneAt?.toISOString() ?? "",
    assignment.dueDate ?? "",
  ]);
  return [header, ...rows].map(csvLine).join("");
}

/**
 * One line per assignment of one student (the tutor's own, or any for an admin): what, due, how
 * far, how well, when. Another tutor's student answers the same 404 as none.
 */
export async function studentAssignmentsCsv(
  db: AppDatabase,
  actor: Staff | null,
  studentId: string,
  today: string,
): Promise<string> {
  assertTutor(actor);
  if (!personalUuid(studentId)) throw new AppError(404, assignmentMessages.studentNotFound);
  const id = await managedStudentId(db, actor, studentId);
  const rows = await db
    .select({
      activityTitle: activities.title,
      game: assignments.game,
      gameSettings: assignments.gameSettings,
      dueDate: assignments.dueDate,
      untilNinetyPercent: assignments.untilNinetyPercent,
      plays: assignmentStudents.plays,
      lastScore: assignmentStudents.lastScore,
      lastTotal: assignmentStudents.lastTotal,
      lastPlayedAt: assignmentStudents.lastPlayedAt,
      doneAt: assignmentStudents.doneAt,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .leftJoin(activities, eq(activities.id, assignments.activityId))
    .where(eq(assignmentStudents.studentId, id))
    .orderBy(asc(assignments.createdAt), asc(assignments.id));
  const header = [
    "Assignment",
    "What",
    "Due",
    "Goal",
    "Status",
    "Plays",
    "Last score",
    "Out of",
    "Last played (UTC)",
    "Done at (UTC)",
  ];
  const lines = rows.map((row) => {
    const game = row.game as AssignableGame | null;
    return [
      row.activityTitle ?? (game ? assignableGames[game].title : "Free game"),
      game ? describeGame(game, row.gameSettings) : "Activity",
      row.dueDate ?? "",
      row.untilNinetyPercent ? "Until 90% right" : "Played once",
      stateWords[assigneeState(row, row.dueDate, today)],
      row.plays,
      row.lastScore ?? "",
      row.lastTotal ?? "",
      row.lastPlayedAt?.toISOString() ?? "",
      row.doneAt?.toISOString() ?? "",
    ];
  });
  return [header, ...lines].map(csvLine).join("");
}

// ------------------------------------------------------------------ the child's side

export type PersonalItem = {
  /** The assignment's id: the part of the child's page address that opens it. */
  id: string;
  title: string;
  kind: "activity" | "game";
  /** Where a free game opens, with its settings. */
  href: string | null;
  dueDate: string | null;
  untilNinetyPercent: boolean;
  state: AssigneeState;
  lastScore: number | null;
  lastTotal: number | null;
};

export type PersonalPage = {
  student: {
    name: string;
    pictureColour: PictureColour | null;
    pictureAnimal: PictureAnimal | null;
    readingPreferences: ReadingPreferences;
  };
  items: PersonalItem[];
};

async function studentOfToken(db: AppDatabase, token: string) {
  if (!personalTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      pictureColour: students.pictureColour,
      pictureAnimal: students.pictureAnimal,
      readingPreferences: students.readingPreferences,
    })
    .from(studentLinks)
    .innerJoin(students, eq(students.id, studentLinks.studentId))
    .where(eq(studentLinks.token, token));
  return row ?? null;
}

/** Limits a client's personal-page views; a refusal is a 429 with words for a child. */
export async function personalPageAllowed(db: AppDatabase, client: string, now: Date) {
  return allowRequest(db, `personal-page:${client}`, personalLinkRules.page, now);
}

/** What a personal link shows, or null for an unknown or withdrawn link (a 404). */
export async function personalPage(
  db: AppDatabase,
  token: string,
  today: string,
): Promise<PersonalPage | null> {
  const student = await studentOfToken(db, token);
  if (!student) return null;
  const rows = await db
    .select({
      id: assignments.id,
      activityTitle: activities.title,
      game: assignments.game,
      gameSettings: assignments.gameSettings,
      dueDate: assignments.dueDate,
      untilNinetyPercent: assignments.untilNinetyPercent,
      doneAt: assignmentStudents.doneAt,
      lastScore: assignmentStudents.lastScore,
      lastTotal: assignmentStudents.lastTotal,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .leftJoin(activities, eq(activities.id, assignments.activityId))
    .where(eq(assignmentStudents.studentId, student.id))
    .orderBy(asc(sql`coalesce(${assignments.dueDate}, '9999-12-31')`), asc(assignments.createdAt));
  return {
    student: {
      name: student.name,
      pictureColour: student.pictureColour as PictureColour | null,
      pictureAnimal: student.pictureAnimal as PictureAnimal | null,
      readingPreferences: student.readingPreferences as ReadingPreferences,
    },
    items: rows.map((row) => {
      const game = row.game as AssignableGame | null;
      return {
        id: row.id,
        title: row.activityTitle ?? (game ? assignableGames[game].title : "Free game"),
        kind: game ? "game" : "activity",
        href: game ? gameUrl(game, row.gameSettings) : null,
        dueDate: row.dueDate,
        untilNinetyPercent: row.untilNinetyPercent,
        state: assigneeState(row, row.dueDate, today),
        lastScore: row.lastScore,
        lastTotal: row.lastTotal,
      };
    }),
  };
}

type AssignedPart = {
  assigneeId: string;
  studentName: string;
  readingPreferences: ReadingPreferences;
  untilNinetyPercent: boolean;
  game: AssignableGame | null;
  gameSettings: Record<string, string>;
  activity: { id: string; shareCode: string; title: string; draft: ActivityDraft } | null;
};

/** The student's part of one assignment behind a personal link, or null (a 404). */
export async function assignedPart(
  db: AppDatabase,
  token: string,
  assignmentId: string,
): Promise<AssignedPart | null> {
  if (!personalUuid(assignmentId)) return null;
  const student = await studentOfToken(db, token);
  if (!student) return null;
  const [row] = await db
    .select({
      assigneeId: assignmentStudents.id,
      untilNinetyPercent: assignments.untilNinetyPercent,
      game: assignments.game,
      gameSettings: assignments.gameSettings,
      activity: activities,
    })
    .from(assignmentStudents)
    .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
    .leftJoin(activities, eq(activities.id, assignments.activityId))
    .where(
      and(
        eq(assignmentStudents.studentId, student.id),
        eq(assignmentStudents.assignmentId, assignmentId),
      ),
    );
  if (!row) return null;
  let activity: AssignedPart["activity"] = null;
  if (row.activity) {
    const draft = activityDraftSchema.safeParse({
      template: row.activity.template,
      title: row.activity.title,
      content: row.activity.content,
      settings: row.activity.settings,
    });
    if (!draft.success) return null;
    activity = {
      id: row.activity.id,
      shareCode: row.activity.shareCode,
      title: row.activity.title,
      draft: draft.data,
    };
  }
  return {
    assigneeId: row.assigneeId,
    studentName: student.name,
    readingPreferences: student.readingPreferences as ReadingPreferences,
    untilNinetyPercent: row.untilNinetyPercent,
    game: row.game as AssignableGame | null,
    gameSettings: row.gameSettings,
    activity,
  };
}

async function requirePart(db: AppDatabase, token: string, assignmentId: string) {
  const part = await assignedPart(db, token, assignmentId);
  if (!part) throw new AppError(404, assignmentMessages.linkGone);
  return part;
}

/** The student's part a personal page opens, within the per-address limit on opening. */
async function partOpenedBy(
  db: AppDatabase,
  token: string,
  assignmentId: string,
  client: string,
  now: Date,
) {
  if (!(await allowRequest(db, `personal-play:${client}`, personalLinkRules.play, now)))
    throw new AppError(429, TOO_MANY_REQUESTS);
  return requirePart(db, token, assignmentId);
}

/**
 * A free game opened from the personal page: noted as opened. A game whose rounds feed the
 * student's record (gameKeepsAnswers) opens inside the personal link, which is the key its rounds
 * are saved with, and is done when a round is saved; any other opens as the free game it is,
 * keeping no record, so opening it is all it can report: it is done then.
 */
export async function openAssignedGame(
  db: AppDatabase,
  token: string,
  assignmentId: string,
  client: string,
  now: Date,
): Promise<string> {
  const part = await partOpenedBy(db, token, assignmentId, client, now);
  if (!part.game) throw new AppError(404, assignmentMessages.linkGone);
  const keeps = gameKeepsAnswers(part.game, part.gameSettings);
  await db
    .update(assignmentStudents)
    .set({
      openedAt: sql`coalesce(${assignmentStudents.openedAt}, ${at(now)})`,
      doneAt: keeps ? undefined : sql`coalesce(${assignmentStudents.doneAt}, ${at(now)})`,
    })
    .where(eq(assignmentStudents.id, part.assigneeId));
  return keeps
    ? `/my/${token}/${assignmentId}${gameQuery(part.game, part.gameSettings)}`
    : gameUrl(part.game, part.gameSettings);
}

/** A saved play or round: its score, whether the part is now done, and whether it had the goal. */
export type SavedPlay = { done: boolean; goal: boolean; score: number; total: number };

/**
 * A finished round of an assigned game that feeds the record (Letter Tiles' "Listen and build",
 * Whack-a-Mole with its set, Reading Roller with its list): stored as a play of the student's
 * part with its answers and score; the part is then done, or with the 90% goal, done once a round
 * reaches it. The play row and the part's progress are written together or not at all.
 */
export async function recordAssignedGameRound(
  db: AppDatabase,
  token: string,
  assignmentId: string,
  input: unknown,
  client: string,
  now: Date,
): Promise<SavedPlay> {
  const part = await partOpenedBy(db, token, assignmentId, client, now);
  if (!part.game || !gameKeepsAnswers(part.game, part.gameSettings))
    throw new AppError(404, assignmentMessages.linkGone);
  const read = readGameRound(part.game, part.gameSettings, input);
  if (!read.ok)
    throw new AppError(
      400,
      read.error
        ? describeIssues(read.error, activityMessages.badResult).message
        : activityMessages.badResult,
    );
  const { score, total, seconds, missedItems, answers } = read.round;
  const done = playCompletes(part.untilNinetyPercent, read.round);
  await db.transaction(async (tx) => {
    await tx.insert(assignmentPlays).values({
      assignmentStudentId: part.assigneeId,
      score,
      total,
      seconds,
      result: { score, total, seconds, missedItems, answers },
      createdAt: now,
    });
    await tx
      .update(assignmentStudents)
      .set({
        openedAt: sql`coalesce(${assignmentStudents.openedAt}, ${at(now)})`,
        plays: sql`${assignmentStudents.plays} + 1`,
        lastScore: score,
        lastTotal: total,
        lastPlayedAt: now,
        doneAt: done ? sql`coalesce(${assignmentStudents.doneAt}, ${at(now)})` : undefined,
      })
      .where(eq(assignmentStudents.id, part.assigneeId));
  });
  return { done, goal: part.untilNinetyPercent, score, total };
}

/** An instant as a SQL value (a parameter PGlite and PostgreSQL both read as timestamptz). */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

const assigneePlay = (part: AssignedPart) => ({
  code: part.activity!.shareCode,
  nickname: "",
  assignee: part.assigneeId,
});

/** The start of an assigned activity's play: its single-use play token, for this student's part. */
export async function startAssignedPlay(
  db: AppDatabase,
  token: string,
  assignmentId: string,
  client: string,
  now: Date,
): Promise<string> {
  const part = await partOpenedBy(db, token, assignmentId, client, now);
  if (!part.activity) throw new AppError(404, assignmentMessages.linkGone);
  await db
    .update(assignmentStudents)
    .set({ openedAt: sql`coalesce(${assignmentStudents.openedAt}, ${at(now)})` })
    .where(eq(assignmentStudents.id, part.assigneeId));
  return issuePlayToken(await resolveAppSecret(db), assigneePlay(part), now);
}

/**
 * Stores a finished play of an assigned activity against the student's part, whether or not the
 * activity's shared link collects results (assignments always do). It must carry the play token
 * its start was given for this part, and fit the activity; the play row and the part's progress
 * are written together with the token spent, or not at all.
 */
export async function recordAssignedPlay(
  db: AppDatabase,
  token: string,
  assignmentId: string,
  input: unknown,
  client: string,
  now: Date,
): Promise<SavedPlay> {
  const parsed = assignedPlayResultSchema.safeParse(input);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "playToken"))
      throw new AppError(403, activityMessages.noPlay);
    throw new AppError(400, describeIssues(parsed.error, activityMessages.badResult).message);
  }
  const result = parsed.data;
  const part = await partOpenedBy(db, token, assignmentId, client, now);
  if (!part.activity) throw new AppError(404, assignmentMessages.linkGone);
  const expires = playTokenExpiry(
    await resolveAppSecret(db),
    result.playToken,
    assigneePlay(part),
    now,
  );
  if (!expires) throw new AppError(403, activityMessages.noPlay);
  const missed = [...new Set(result.missedItems)];
  if (!playFitsActivity(part.activity.draft, { ...result, missedItems: missed }))
    throw new AppError(400, activityMessages.badResult);
  const done = playCompletes(part.untilNinetyPercent, result);
  const answers = answersAboutItems(part.activity.draft, result.answers);
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, result.playToken, expires)))
      throw new AppError(409, activityMessages.alreadySaved);
    await tx.insert(assignmentPlays).values({
      assignmentStudentId: part.assigneeId,
      score: result.score,
      total: result.total,
      seconds: result.seconds,
      result: {
        score: result.score,
        total: result.total,
        seconds: result.seconds,
        missedItems: missed,
        // Only answers about this activity's own items feed the student's confusion record.
        answers,
      },
      createdAt: now,
    });
    await tx
      .update(assignmentStudents)
      .set({
        openedAt: sql`coalesce(${assignmentStudents.openedAt}, ${at(now)})`,
        plays: sql`${assignmentStudents.plays} + 1`,
        lastScore: result.score,
        lastTotal: result.total,
        lastPlayedAt: now,
        doneAt: done ? sql`coalesce(${assignmentStudents.doneAt}, ${at(now)})` : undefined,
      })
      .where(eq(assignmentStudents.id, part.assigneeId));
  });
  return { done, goal: part.untilNinetyPercent, score: result.score, total: result.total };
}
