import "server-only";
// Runs once when the server process starts (instrumentation.ts): opens and migrates the database,
// creates the first admin, starts the outbox and the backup services (lib/backup/server.ts), and
// hands the server the health probe it answers /api/health from (server/health-cache.mjs) and the
// handlers it calls without Next's routing (lib/http/direct-routes.ts). The
// custom server (server/serve.mjs) waits for it before listening, exits non-zero if it fails, and
// on SIGINT/SIGTERM calls the shutdown registered here, which stops those services and closes the
// database (releasing an embedded data directory).
import { closeDatabase, getDatabase } from "@/db/client";
import { getAuth } from "@/lib/auth/server";
import { checkDatabaseHealth } from "@/lib/health";
import { directRoutes } from "@/lib/http/direct-routes";
import { launchProblem } from "@/lib/launch-check";
import { ensureFirstAdminOnce } from "@/lib/auth/bootstrap-admin";
import { log } from "@/lib/log/logger";
import { settleProcessLimits } from "@/lib/rate-limit";
import { startOutboxWorker } from "@/lib/email/dispatch";
import { startBackupServices } from "@/lib/backup/server";
import { adoptBuiltInFacts } from "@/lib/site-content/business-facts";
import { appLifecycle } from "@/server/lifecycle.mjs";

export function startServer(): Promise<void> {
  const lifecycle = appLifecycle();
  lifecycle.probeHealth ??= checkDatabaseHealth;
  lifecycle.directRoutes ??= directRoutes(process.env.NODE_ENV === "production");
  lifecycle.shutdown ??= async () => {
    await stopBackupServices();
    await settleProcessLimits().catch((error: unknown) =>
      log("warn", "rate_flush_failed", { error }),
    );
    await closeDatabase();
  };
  lifecycle.startup ??= prepare().then(
    () => {
      lifecycle.state = "ready";
    },
    (error: unknown) => {
      lifecycle.state = "failed";
      throw error;
    },
  );
  return lifecycle.startup;
}

async function prepare(): Promise<void> {
  // Before anything opens: a launch that cannot tell visitors apart, or a build made for another
  // address, must not serve at all (`next start` included, which has no server of ours to stop it).
  const problem = launchProblem();
  if (problem) {
    console.error(`[server] ${problem}`);
    process.exit(1);
  }
  const handle = await getDatabase();
  log("info", "database_ready", { kind: handle.kind });
  await ensureFirstAdminOnce(handle, await getAuth());
  await adoptBuiltInFacts(handle.db);
  startOutboxWorker();
  stopBackupServices = await startBackupServices(handle);
}

let stopBackupServices = () => Promise.resolve();
