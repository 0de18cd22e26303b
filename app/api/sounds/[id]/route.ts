// GET /api/sounds/<id>?v=<version>: one recording of the sound library. A URL that names the
// current version never changes, so it is cached for good; without it (or with an old one) the
// browser revalidates with the ETag each time.
import { getDb } from "@/db/client";
import { AppError, handle } from "@/lib/http/responses";
import { recordingIdSchema } from "@/lib/sounds/schemas";
import { findRecording } from "@/lib/sounds/store";
import { matchesTag } from "@/lib/sounds/caching";

export const dynamic = "force-dynamic";

const NOT_RECORDED = "That sound has not been recorded yet.";

export const GET = handle(
  "sounds.audio",
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const id = recordingIdSchema.safeParse((await context.params).id);
    const recording = id.success ? await findRecording(await getDb(), id.data) : null;
    if (!recording) throw new AppError(404, NOT_RECORDED);
    const tag = `"${recording.version}"`;
    const current = new URL(request.url).searchParams.get("v") === recording.version;
    const headers = {
      etag: tag,
      "cache-control": current ? "public, max-age=31536000, immutable" : "public, no-cache",
    };
    if (matchesTag(request, tag)) return new Response(null, { status: 304, headers });
    return new Response(recording.audio.slice().buffer, {
      headers: {
        ...headers,
        "content-type": recording.contentType,
        "content-length": String(recording.audio.byteLength),
      },
    });
  },
);
