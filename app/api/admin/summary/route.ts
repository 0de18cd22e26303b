// GET /api/admin/summary – lead and outbox counts for staff (admins only).
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { adminSummary } from "@/lib/crm/leads/summary";
import { requireAdminRequest } from "@/lib/crm/access";
import { handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = handle("admin-summary", async (request: Request) => {
  await requireAdminRequest(request.headers);
  return NextResponse.json(await adminSummary(await getDb()), {
    headers: { "Cache-Control": "no-store" },
  });
});
