import "server-only";
// A staff photo upload (POST /api/site-content/staff-photos): the body is the file's own bytes,
// at most 10 MB (the server's body cap makes room for this one path). Only someone who may edit
// the site, from this site; the photo is judged by its bytes, prepared without its metadata and
// kept; nothing is kept when any of that fails.
import { headers } from "next/headers";
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "@/lib/crm/access";
import { AppError, readBytesUpTo } from "@/lib/http/responses";
import { requireSiteEditorRequest } from "../editors";
import { storeStaffPhoto } from "../staff-profiles";
import { PHOTO_MAX_BYTES } from "./formats";
import { PHOTO_TOO_LARGE_MESSAGE, PhotoRefusal, preparePhoto } from "./pipeline";
import { previewUrl } from "./urls";

export type UploadedPhoto = {
  id: string;
  revision: number;
  width: number;
  height: number;
  previewUrl: string;
};

export async function receiveStaffPhoto(request: Request, now = new Date()): Promise<Response> {
  const requestHeaders = await headers();
  const editor = await requireSiteEditorRequest(requestHeaders);
  if (!isSameOrigin(requestHeaders)) throw new AppError(403, CROSS_SITE_MESSAGE);
  const bytes = await readBytesUpTo(request, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE);
  if (!bytes.byteLength) throw new AppError(400, "Please choose a photo to upload.");
  let prepared;
  try {
    prepared = await preparePhoto(bytes);
  } catch (error) {
    if (error instanceof PhotoRefusal) throw new AppError(415, error.message);
    throw error;
  }
  const stored = await storeStaffPhoto(await getDb(), editor, prepared, now);
  const answer: UploadedPhoto = {
    id: stored.id,
    revision: stored.revision,
    width: prepared.width,
    height: prepared.height,
    previewUrl: previewUrl(stored),
  };
  return NextResponse.json(answer, { status: 201, headers: { "Cache-Control": "no-store" } });
}
