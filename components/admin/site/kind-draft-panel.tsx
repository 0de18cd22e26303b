// The draft panel of one kind of site content, as every editor page in Admin → Site shows it: the
// draft's author, time and changes against what is live, with Preview, Publish and Discard.
import { formatDateTime } from "@/lib/practice/business-time";
import type { ContentKind } from "@/lib/site-content/versions/kind";
import type { Draft } from "@/lib/site-content/versions/store";
import { discardDraftAction, publishDraftAction } from "@/lib/site-content/versions/actions";
import { DraftPanel } from "./draft-panel";

export function KindDraftPanel<T>({
  kind,
  live,
  draft,
}: {
  kind: ContentKind<T>;
  live: T;
  draft: Draft<T> | null;
}) {
  return (
    <DraftPanel
      kind={kind.key}
      label={kind.label}
      draft={
        draft
          ? {
              savedBy: draft.savedBy,
              savedAt: formatDateTime(draft.savedAt),
              changes: kind.describeChanges(live, draft.snapshot),
            }
          : null
      }
      publish={publishDraftAction}
      discard={discardDraftAction}
    />
  );
}
