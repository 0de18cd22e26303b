import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db/client";
import { log } from "@/lib/log/logger";

export type Health = {
  status: "ok" | "error";
  database: { kind: "pglite" | "postgres" | "unknown"; state: "up" | "down"; latencyMs?: number };
};

export async function checkDatabaseHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    return {
      status: "ok",
      database: {
        kind: handle.kind,
        state: "up",
        latencyMs: Math.round(performance.now() - started),
      },
    };
  } catch (error) {
    log("error", "health_check_failed", { error });
    return { status: "error", database: { kind: "unknown", state: "down" } };
  }
}
