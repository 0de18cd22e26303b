// What a tutor sends to assign something, and what a child's page sends: one definition for the
// server actions and the store.
import { z } from "zod";
import { playResultSchema } from "@/activities/schemas";
import {
  assignableGameIds,
  gameKeepsAnswers,
  gameSettingsSchemas,
  type AssignableGame,
} from "./free-games";

export const assignmentMessages = {
  what: "Please choose an activity or a free game to assign.",
  students: "Please choose at least one student.",
  tooManyStudents: "Please choose 100 students or fewer.",
  dueDate: "Please give the due date as a day (or leave it empty).",
  goalForGames:
    "The 90% goal needs a game that records how well the student did: Whack-a-Mole, Reading Roller, or Letter Tiles' “Listen and build”.",
  notFound: "We couldn't find that assignment. It may have been deleted.",
  activityNotFound: "We couldn't find that activity. It may have been deleted.",
  studentNotFound: "We couldn't find one of those students. They may have been deleted.",
  notStaff: "Only tutors can assign activities.",
  linkGone: "This link doesn't work any more. Please ask your teacher for a new one.",
} as const;

/** A personal link's token: 18 random bytes in base64url (144 bits). */
export const personalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/);

const idSchema = z.uuid({ error: assignmentMessages.notFound });

export type AssignmentTarget =
  | { kind: "activity"; activityId: string }
  | { kind: "game"; game: AssignableGame; settings: Record<string, string> };

export type AssignmentDraft = {
  target: AssignmentTarget;
  studentIds: string[];
  dueDate: string | null;
  untilNinetyPercent: boolean;
};

const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The Assign form: `what` is "activity:<id>" or "game:<game>", the game's settings travel as
 * their own fields, students as repeated `studentIds` checkboxes, the goal as a checkbox.
 */
export const assignmentDraftSchema = z
  .object({
    what: z.string({ error: assignmentMessages.what }).max(80),
    studentIds: z
      .union([z.string(), z.array(z.string())], { error: assignmentMessages.students })
      .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean))
      .pipe(
        z
          .array(z.uuid({ error: assignmentMessages.studentNotFound }))
          .min(1, assignmentMessages.students)
          .max(100, assignmentMessages.tooManyStudents),
      ),
    dueDate: z
      .string()
      .optional()
      .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isDay(v)), assignmentMessages.dueDate)
      .transform((v) => v || null),
    goal: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .passthrough()
  .transform((v, ctx): AssignmentDraft => {
    const [kind, id = ""] = v.what.split(":", 2);
    let target: AssignmentTarget | null = null;
    if (kind === "activity" && idSchema.safeParse(id).success)
      target = { kind: "activity", activityId: id };
    if (kind === "game" && (assignableGameIds as string[]).includes(id)) {
      const game = id as AssignableGame;
      const settings = gameSettingsSchemas[game].safeParse(v);
      if (!settings.success) {
        ctx.addIssue({
          code: "custom",
          message: settings.error.issues[0]?.message ?? assignmentMessages.what,
          path: [String(settings.error.issues[0]?.path[0] ?? "what")],
        });
        return z.NEVER;
      }
      // Settings left unset are not stored, so the game opens with its own default.
      const chosen = Object.entries(settings.data as Record<string, string | undefined>).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      target = { kind: "game", game, settings: Object.fromEntries(chosen) };
    }
    if (!target) {
      ctx.addIssue({ code: "custom", message: assignmentMessages.what, path: ["what"] });
      return z.NEVER;
    }
    // A game that keeps no record of its rounds could never tell that the goal was reached.
    if (target.kind === "game" && v.goal && !gameKeepsAnswers(target.game, target.settings)) {
      ctx.addIssue({ code: "custom", message: assignmentMessages.goalForGames, path: ["goal"] });
      return z.NEVER;
    }
    return {
      target,
      studentIds: [...new Set(v.studentIds)],
      dueDate: v.dueDate,
      untilNinetyPercent: v.goal,
    };
  });

export const assignmentIdSchema = z.object({ id: idSchema });
export const studentLinkSchema = z.object({
  studentId: z.uuid({ error: assignmentMessages.studentNotFound }),
});

/** A child's page: which link and which of its assignments. */
export const assignedPlaySchema = z.object({
  token: personalTokenSchema,
  assignment: z.uuid(),
});

/** A finished play of an assigned activity: the player's result without a nickname. */
export const assignedPlayResultSchema = playResultSchema.omit({ nickname: true });
