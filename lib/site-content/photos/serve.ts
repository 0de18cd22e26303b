import "server-only";
// Serving a site photo's sizes (GET /images/staff-photos/<id>[-hero]-<width>.<avif|webp>?v=<revision>):
// made by sharp from the stored photo on first request and kept in this process's memory (a
// few dozen small files; each instance makes its own, the database holds only the original).
// A URL naming the photo's current revision is cached for good by browsers and proxies; an older
// revision gets today's crop, revalidated on every use. A preview's URL may ask for a draft's
// focal point (fx, fy): an editor in draft mode gets that crop, never stored by anyone's cache;
// anyone else gets the live crop.
import { getDb } from "@/db/client";
import { readStaffPhoto } from "../staff-profiles";
import { isPreviewing } from "../versions/preview";
import { croppedVariant, previewVariant } from "./pipeline";
import { draftFocusOf, parsePhotoFile } from "./urls";

const MAX_KEPT = 200;
const kept = new Map<string, Buffer>();

function keep(key: string, bytes: Buffer): void {
  kept.set(key, bytes);
  // Oldest first out: a Map iterates in insertion order.
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

const notFound = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

export async function serveStaffPhoto(request: Request, fileName: string): Promise<Response> {
  const file = parsePhotoFile(fileName);
  if (!file) return notFound();
  const photo = await readStaffPhoto(await getDb(), file.id);
  if (!photo) return notFound();
  const query = new URL(request.url).searchParams;
  const asked = file.kind === "cropped" ? draftFocusOf(query) : null;
  const draft = asked && (await isPreviewing()) ? asked : null;
  const focus = draft ? `${draft.focusX},${draft.focusY}` : `${photo.revision}`;
  const key = `${photo.id}:${focus}:${file.kind === "cropped" ? `${file.purpose}-${file.width}` : "preview"}:${file.format}`;
  let bytes = kept.get(key);
  if (!bytes) {
    bytes =
      file.kind === "cropped"
        ? await croppedVariant({ ...photo, ...draft }, file.purpose, file.width, file.format)
        : await previewVariant(photo);
    keep(key, bytes);
  }
  const current = query.get("v") === String(photo.revision);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": `image/${file.format}`,
      "content-length": String(bytes.byteLength),
      "cache-control": asked
        ? "private, no-store"
        : current
          ? "public, max-age=31536000, immutable"
          : "public, no-cache",
      "x-content-type-options": "nosniff",
    },
  });
}
