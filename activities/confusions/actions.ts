"use server";
// The student page's one change: "Practise these". On staffChain (a signed-in teacher or admin);
// the store checks the student is theirs in the query.
import { z } from "zod";
import { staffChain } from "@/lib/actions/roles";
import { assignmentMessages } from "@/activities/assignments/schemas";
import { practiseKindSchema } from "./practise";
import { assignPractice } from "./store";

export const practiseTheseAction = staffChain.form(
  "confusions.practise",
  z.object({
    studentId: z.uuid({ error: assignmentMessages.studentNotFound }),
    as: practiseKindSchema,
  }),
  async ({ db, staff, input, now }) => {
    const made = await assignPractice(db, staff, input.studentId, now, input.as);
    return {
      message: `Assigned “${made.title}”. It is on their personal link now.`,
      data: { id: made.id },
    };
  },
);
