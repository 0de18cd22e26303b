import "server-only";
// A change to one item of a list kind (staff profiles, services, FAQs) lands in the kind's
// draft: the draft, or what is live when there is none, is changed and saved whole, and nothing
// live moves until Publish (./store.ts).
import type { AppDatabase } from "@/db/client";
import type { StaffActor } from "@/lib/practice/audit";
import type { ContentKind } from "./kind";
import { readDraftOrLive, saveDraft } from "./store";

export async function editDraft<T>(
  db: AppDatabase,
  actor: StaffActor,
  kind: ContentKind<T>,
  now: Date,
  edit: (snapshot: T) => T,
): Promise<{ changes: string[] }> {
  return saveDraft(db, actor, kind, edit(await readDraftOrLive(db, kind)), now);
}
