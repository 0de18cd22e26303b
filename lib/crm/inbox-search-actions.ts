"use server";
// The leads and pipeline filter form posts here: the typed search is kept server-side and the
// page opens with only its id and the other filters (stage, source, dates...) in the URL.
import { redirect } from "next/navigation";
import { adminAction } from "./action";
import { inboxSearchSchema } from "./inbox-query";
import { saveInboxSearch } from "./inbox-search";

const search = adminAction("leads.search", inboxSearchSchema, async ({ db, admin, input, now }) => {
  const { path, q, ...filters } = input;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    for (const one of [value].flat()) if (one.trim()) params.append(key, one);
  if (q) params.set("search", await saveInboxSearch(db, admin.id, q, now));
  const query = params.toString();
  redirect(query ? `${path}?${query}` : path);
});

export async function searchLeadsAction(form: FormData): Promise<void> {
  await search(null, form);
}
