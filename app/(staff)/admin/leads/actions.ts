"use server";
// Lead edits and notes, and merging families (and undoing a merge). Each action checks the admin role and the request's origin first
// (adminChain), then validates the form.
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import { notices, safeAdminPath, withNotice, type NoticeKey } from "@/lib/crm/notices";
import { addLeadNote, updateLeadCrm } from "@/lib/crm/leads/lead-update";
import { mergeFamilies, undoFamilyMerge } from "@/lib/crm/leads/families";
import {
  crmUpdateSchema,
  familyMergeSchema,
  familyMergeUndoSchema,
  noteSchema,
} from "@/lib/crm/schemas";

const fieldNames: Record<string, string> = {
  status: "status",
  priority: "priority",
  conversionStage: "conversion stage",
  assignedTo: "assignee",
  nextFollowUpDate: "next follow-up",
  lastContactDate: "last contact",
};

export const updateLeadAction = adminChain.form(
  "lead.update",
  crmUpdateSchema,
  async ({ db, admin, input }) => {
    const { changed, version } = await updateLeadCrm(db, admin, input);
    return {
      message: changed.length
        ? `Saved the ${changed.map((c) => fieldNames[c] ?? c).join(", ")}.`
        : "Nothing had changed, so nothing was saved.",
      data: { version },
    };
  },
);

export const addNoteAction = adminChain.form(
  "lead.note",
  noteSchema,
  async ({ db, admin, input, now }) => {
    await addLeadNote(db, admin, input, now);
    return { message: "Note added." };
  },
);

// A merge or its undoing changes which controls the family shows (the form goes away), so
// success returns to the lead's page with a notice.
const back = { returnTo: z.string().max(300).optional() };

function done(returnTo: string | undefined, key: NoticeKey) {
  const path = safeAdminPath(returnTo);
  if (path) redirect(withNotice(path, key));
  return { message: notices[key] };
}

export const mergeFamiliesAction = adminChain.form(
  "family.merge",
  familyMergeSchema.extend(back),
  async ({ db, admin, input }) => {
    await mergeFamilies(db, admin, input);
    return done(input.returnTo, "family_merged");
  },
);

export const undoFamilyMergeAction = adminChain.form(
  "family.merge_undo",
  familyMergeUndoSchema.extend(back),
  async ({ db, admin, input, now }) => {
    await undoFamilyMerge(db, admin, input, now);
    return done(input.returnTo, "merge_undone");
  },
);
