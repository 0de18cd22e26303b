// Leave preview: draft mode off, back to the page as parents see it.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { CONTENT_KINDS } from "@/lib/site-content/versions/registry";

export async function GET(request: Request) {
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get("back");
  // Only a page a preview opens: never an address from elsewhere.
  const page = CONTENT_KINDS.find((k) => k.previewPath === back)?.previewPath ?? "/admin/site";
  redirect(page);
}
