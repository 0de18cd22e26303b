// Preview: an editor turns on Next's draft mode and lands on the page the draft changes, which
// then shows the draft (lib/site-content/versions/preview.ts) with the preview bar.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { CONTENT_KINDS } from "@/lib/site-content/versions/registry";

export async function GET(request: Request) {
  await requireSiteEditorPage("/admin/site");
  const key = new URL(request.url).searchParams.get("kind");
  const kind = CONTENT_KINDS.find((k) => k.key === key) ?? CONTENT_KINDS[0]!;
  (await draftMode()).enable();
  redirect(kind.previewPath);
}
