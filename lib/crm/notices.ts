// Messages shown after a change that replaces the form it came from (a booked request becomes a
// consultation, a cancelled one leaves the list): the action redirects back with ?notice=<key>.
export const notices = {
  booked: "Booked. The parent has been emailed the confirmation and calendar invitation.",
  cancelled: "Cancelled. The time is free again and the parent has been emailed.",
  completed: "Marked as completed.",
  no_show: "Marked as a no-show.",
  rebook_invited: "The invitation to rebook is on its way to the parent.",
  family_merged: "Merged: the two families are now one, with every record on one timeline.",
  merge_undone: "Merge undone: the two families are separate again.",
} as const;
export type NoticeKey = keyof typeof notices;

export function noticeOf(value: unknown): string | null {
  return typeof value === "string" && value in notices ? notices[value as NoticeKey] : null;
}

/** Only the admin area's own pages are returned to. */
export function safeAdminPath(value: string | undefined): string | null {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || value.length > 300)
    return null;
  return value;
}

export function withNotice(path: string, key: NoticeKey): string {
  const url = new URL(path, "http://admin.local");
  url.searchParams.set("notice", key);
  return `${url.pathname}${url.search}`;
}
