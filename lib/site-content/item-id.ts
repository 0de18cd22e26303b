// The id of a new item of a hand-ordered list (a staff profile, a service, an FAQ question):
// readable in the history and the editor's address, and unique thanks to a short random tail.

/** Its words in lower case with a short random tail, e.g. "jordan-avery-1f3a9c2e". */
export function newItemId(words: string, fallback = "item"): string {
  const slug = words
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 40);
  return `${slug || fallback}-${crypto.randomUUID().slice(0, 8)}`;
}
