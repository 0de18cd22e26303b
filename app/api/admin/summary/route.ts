// GET /api/admin/summary – lead and outbox counts for staff (admins only).
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { adminSummary } from "@/lib/admin/summary";
import { requireRole } from "@/lib/auth/guards";
import { handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = handle("admin-summary", async (request: Request) => {
  await requireRole(["admin"], request.headers);
  return NextResponse.json(await adminSummary(await getDb()), { headers: { "Cache-Control": "no-store" } });
});
