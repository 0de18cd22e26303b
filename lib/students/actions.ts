"use server";
// The My Students tab's changes. staffChain checks the signed-in tutor (teacher or admin) and the
// request's origin and validates the form; lib/students/store.ts checks whose student it is.
import { staffChain } from "@/lib/actions/roles";
import { createStudent, deleteStudent, updateStudent } from "./store";
import { studentDeleteSchema, studentDraftSchema, studentEditSchema } from "./schemas";

export const addStudentAction = staffChain.form(
  "students.add",
  studentDraftSchema,
  async ({ db, staff: tutor, input }) => {
    const added = await createStudent(db, tutor, input);
    return { message: `${added.name} is on your list.`, data: { id: added.id } };
  },
);

export const editStudentAction = staffChain.form(
  "students.edit",
  studentEditSchema,
  async ({ db, staff: tutor, input: { id, ...draft } }) => {
    const saved = await updateStudent(db, tutor, id, draft);
    return { message: `Saved ${saved.name}'s details.` };
  },
);

export const deleteStudentAction = staffChain.form(
  "students.delete",
  studentDeleteSchema,
  async ({ db, staff: tutor, input }) => {
    const deleted = await deleteStudent(db, tutor, input.id);
    return { message: `${deleted.name} and everything stored for them were deleted.` };
  },
);
