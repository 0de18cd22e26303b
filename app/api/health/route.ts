// GET /api/health – is the app ready and can its database read and write? 503 while it is starting,
// stopping or could not start, so a load balancer sends visitors elsewhere. Once the app is ready,
// server/serve.mjs answers it before Next from a result at most a second or so old
// (server/health-cache.mjs); this route answers under `next start` and in between.
import { NextResponse } from "next/server";
import { checkDatabaseHealth } from "@/lib/health";
import { healthStatusCode } from "@/server/health-cache.mjs";
import { appLifecycle } from "@/server/lifecycle.mjs";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET() {
  const { state } = appLifecycle();
  if (state !== "ready")
    return NextResponse.json({ status: state }, { status: 503, headers: noStore });
  const health = await checkDatabaseHealth();
  return NextResponse.json(health, {
    status: healthStatusCode(health),
    headers: noStore,
  });
}
