// GET /api/health – is the app ready and can its database read and write? 503 while it is starting,
// stopping or could not start, so a load balancer sends visitors elsewhere.
import { NextResponse } from "next/server";
import { checkDatabaseHealth } from "@/lib/health";
import { appLifecycle } from "@/server/lifecycle.mjs";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET() {
  const { state } = appLifecycle();
  if (state !== "ready")
    return NextResponse.json({ status: state }, { status: 503, headers: noStore });
  const health = await checkDatabaseHealth();
  return NextResponse.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: noStore,
  });
}
