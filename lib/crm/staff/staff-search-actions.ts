"use server";
// The staff list's search form posts here: like the leads search, the typed name or email is kept
// server-side for an hour and the page opens with only its id, so no address carries it.
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import { MAX_SEARCH_LENGTH } from "../leads/inbox-query";
import { saveInboxSearch } from "../leads/inbox-search";

const staffSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `Searches are limited to ${MAX_SEARCH_LENGTH} characters.`)
    .default(""),
});

const search = adminChain.form(
  "staff.search",
  staffSearchSchema,
  async ({ db, admin, input, now }) => {
    const id = input.q ? await saveInboxSearch(db, admin.id, input.q, now) : undefined;
    redirect(id ? `/admin/staff?search=${id}` : "/admin/staff");
  },
);

export async function searchStaffAction(form: FormData): Promise<void> {
  await search(null, form);
}
