// GET /api/sounds: which sounds of the library are recorded, and each one's version. The games
// are static pages, so they ask here from the browser; with the ETag a repeat visit costs a 304.
import { getDb } from "@/db/client";
import type { RecordingsManifest } from "@/games/kit/audio/recordings";
import { handle } from "@/lib/http/responses";
import { recordingVersions } from "@/lib/sounds/store";
import { entityTag, matchesTag } from "@/lib/sounds/caching";

export const dynamic = "force-dynamic";

export const GET = handle("sounds.manifest", async (request: Request) => {
  const manifest: RecordingsManifest = { recordings: await recordingVersions(await getDb()) };
  const body = JSON.stringify(manifest);
  const tag = entityTag(body);
  // Revalidated on each visit: a sound a tutor has just recorded is heard in the next game.
  const headers = { etag: tag, "cache-control": "public, no-cache" };
  if (matchesTag(request, tag)) return new Response(null, { status: 304, headers });
  return new Response(body, {
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
});
