// POST /api/site-content/refresh: this instance expires its cached pages of site content, asked
// by itself when another instance saved a change (lib/site-content/freshness.ts). Anyone else
// gets a 404, as if the route did not exist.
import { revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { TESTIMONIALS_TAG } from "@/lib/site-content/testimonials";
import { CONTENT_KINDS } from "@/lib/site-content/versions/registry";
import { isRefreshProof, REFRESH_PROOF_HEADER } from "@/lib/site-content/freshness";
import { addressSigningSecret } from "@/server/traffic/client-address.mjs";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export function POST(request: Request) {
  const secret = addressSigningSecret();
  if (!secret || !isRefreshProof(request.headers.get(REFRESH_PROOF_HEADER), secret))
    return NextResponse.json({ error: "Not found." }, { status: 404, headers: noStore });
  // Expired now, not stale: the next visitor gets a page made with the new facts.
  for (const tag of new Set([...CONTENT_KINDS.map((kind) => kind.tag), TESTIMONIALS_TAG]))
    revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ ok: true }, { headers: noStore });
}
