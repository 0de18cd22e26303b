// POST /api/site-content/staff-photos: a site editor uploads a staff photo (lib/site-content/photos).
import { handle } from "@/lib/http/responses";
import { receiveStaffPhoto } from "@/lib/site-content/photos/upload";

export const dynamic = "force-dynamic";

export const POST = handle("site.staff_photo_upload", (request: Request) =>
  receiveStaffPhoto(request),
);
