// GET /teacher-portal/sounds/export: the whole sound library as one JSON file (each recording in
// base64), for a copy kept elsewhere or to carry the practice's voice to another installation.
import { getDb } from "@/db/client";
import { requireRole } from "@/lib/auth/guards";
import { handle } from "@/lib/http/responses";
import { encodeBase64, LIBRARY_FILE_FORMAT, type LibraryFile } from "@/lib/sounds/schemas";
import { allRecordings } from "@/lib/sounds/store";

export const dynamic = "force-dynamic";

export const GET = handle("sounds.export", async (request: Request) => {
  await requireRole(["teacher", "admin"], request.headers);
  const recordings = await allRecordings(await getDb());
  const file: LibraryFile = {
    format: LIBRARY_FILE_FORMAT,
    version: 1,
    recordings: recordings.map((recording) => ({
      id: recording.id,
      audio: encodeBase64(recording.audio),
    })),
  };
  return new Response(JSON.stringify(file), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="sound-library.json"`,
      "cache-control": "no-store",
    },
  });
});
