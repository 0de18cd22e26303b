import "server-only";
// Runs once when the server process starts (instrumentation.ts): opens and migrates the database,
// creates the first admin, and closes the embedded database cleanly on SIGINT/SIGTERM.
import { closeDatabase, getDatabase } from "@/db/client";
import { getAuth } from "@/lib/auth/server";
import { ensureFirstAdmin } from "@/lib/auth/bootstrap-admin";
import { log } from "@/lib/log/logger";
import { startOutboxWorker } from "@/lib/email/dispatch";

let started = false;

export async function startServer(): Promise<void> {
  if (started) return;
  started = true;
  const handle = await getDatabase();
  log("info", "database_ready", { kind: handle.kind });
  await ensureFirstAdmin(handle.db, await getAuth());
  startOutboxWorker();
  installShutdownHandlers();
}

function installShutdownHandlers() {
  // scripts/start.mjs sets NEXT_MANUAL_SIG_HANDLE so Next leaves signals to us.
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutdown", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    try {
      await closeDatabase();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
