import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/db/client";
import { healthProbe } from "@/db/schema";
import { log } from "@/lib/log/logger";

type DatabaseKind = "pglite" | "postgres" | "unknown";

/** What /api/health tells a load balancer; no personal data, only which part works. */
export type Health =
  | { status: "ok"; database: { kind: DatabaseKind; state: "up"; latencyMs: number } }
  | {
      status: "error";
      /** The part that is down, e.g. "database: write" while reads still work (disk full). */
      down: "database: connect" | "database: read" | "database: write";
      database: { kind: DatabaseKind; state: "down" };
    };

const PROBE_ROW = 1;

/**
 * Reads, then writes one row: a database that answers reads while every write fails (a full
 * disk, SQLSTATE 53100, or a read-only replica) is down for this site, which cannot take a
 * booking then.
 */
export async function checkDatabaseHealth(): Promise<Health> {
  const started = performance.now();
  let kind: DatabaseKind = "unknown";
  let part: "connect" | "read" | "write" = "connect";
  try {
    const handle = await getDatabase();
    kind = handle.kind;
    part = "read";
    await handle.db.execute(sql`select 1`);
    part = "write";
    const now = new Date();
    await handle.db
      .insert(healthProbe)
      .values({ id: PROBE_ROW, checkedAt: now })
      .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: now } });
    return {
      status: "ok",
      database: { kind, state: "up", latencyMs: Math.round(performance.now() - started) },
    };
  } catch (error) {
    log("error", "health_check_failed", { part, error });
    return { status: "error", down: `database: ${part}`, database: { kind, state: "down" } };
  }
}
