// GET /images/staff-photos/<id>-<width>.<avif|webp>: a staff photo's sizes (lib/site-content/photos).
import { handle } from "@/lib/http/responses";
import { serveStaffPhoto } from "@/lib/site-content/photos/serve";

export const dynamic = "force-dynamic";

export const GET = handle(
  "site.staff_photo",
  async (request: Request, { params }: { params: Promise<{ file: string }> }) =>
    serveStaffPhoto(request, (await params).file),
);
