// Shown on the public pages while an editor previews unpublished site content (Next's draft
// mode): says so plainly and offers Publish and Leave preview. Parents never see it: draft mode
// needs the cookie only the editors' preview route sets.
import { isPreviewing } from "@/lib/site-content/versions/preview";
import { publishFromPreviewAction } from "@/lib/site-content/versions/actions";
import { CONTENT_KINDS } from "@/lib/site-content/versions/registry";
import { PreviewPublish } from "./preview-publish";

export async function PreviewBar() {
  if (!(await isPreviewing())) return null;
  return (
    <aside
      aria-label="Preview"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-slate-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <p className="font-semibold">Preview of unpublished changes: only you see this.</p>
        <PreviewPublish
          action={publishFromPreviewAction}
          leaveLinks={CONTENT_KINDS.map((k) => k.previewPath)}
        />
      </div>
    </aside>
  );
}
