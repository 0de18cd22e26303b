// GET /api/health – is the app up and can it reach its database?
import { NextResponse } from "next/server";
import { checkDatabaseHealth } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkDatabaseHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
