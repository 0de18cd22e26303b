"use server";
// The leads and pipeline filter form posts here: the typed search is kept server-side and the
// page opens with only its id and the other filters (stage, source, dates...) in the URL.
import { redirect } from "next/navigation";
import { adminChain } from "@/lib/actions/roles";
import { inboxParams, inboxSearchSchema, parseInboxQuery } from "./inbox-query";
import { saveInboxSearch } from "./inbox-search";

const search = adminChain.form(
  "leads.search",
  inboxSearchSchema,
  async ({ db, admin, input, now }) => {
    const { path, q, ...filters } = input;
    const posted = new URLSearchParams();
    for (const [key, value] of Object.entries(filters))
      for (const one of [value].flat()) if (one.trim()) posted.append(key, one);
    const id = q ? await saveInboxSearch(db, admin.id, q, now) : undefined;
    // Filters the page can read go on in its own order, defaults left out; any it cannot read
    // go on as posted, so the page explains them.
    const parsed = parseInboxQuery(posted);
    const params = parsed.ok ? inboxParams({ ...parsed.query, search: id }) : posted;
    if (!parsed.ok && id) params.set("search", id);
    const query = params.toString();
    redirect(query ? `${path}?${query}` : path);
  },
);

export async function searchLeadsAction(form: FormData): Promise<void> {
  await search(null, form);
}
