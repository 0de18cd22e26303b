import "server-only";
// What the running server does for backups: on the embedded database it answers `npm run backup`
// over $DATA_DIR/control.sock (the command cannot open a directory the server owns), and with
// BACKUP_DIR set it writes the daily backup. Started after the database is ready; the returned
// function stops both at shutdown.
import type { DatabaseHandle } from "@/db/client";
import { serverEnv } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { openControlSocket } from "./control-socket.mjs";
import { startDailyBackups } from "./daily.mjs";
import { accessFor } from "./database-access.mjs";
import { dumpDatabase } from "./dump.mjs";

export async function startBackupServices(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const env = serverEnv();
  const database = accessFor(handle.kind, (handle.db as unknown as { $client: unknown }).$client);
  const stops: (() => Promise<void>)[] = [];
  if (handle.kind === "pglite") {
    const socket = await openControlSocket({
      dataDir: env.dataDir,
      dump: (emit) => dumpDatabase(database, emit, { now: new Date() }),
      onError: (error) => log("error", "backup_dump_failed", { error }),
    }).catch((error: unknown) => {
      // The site still serves; only a backup while it runs is unavailable.
      log("warn", "backup_socket_unavailable", { error });
      return undefined;
    });
    if (socket) stops.push(socket.close);
  }
  if (env.BACKUP_DIR && env.BACKUP_PASSPHRASE) {
    stops.push(
      startDailyBackups({
        database,
        dir: env.BACKUP_DIR,
        keep: env.BACKUP_KEEP,
        passphrase: env.BACKUP_PASSPHRASE,
        report: ({ written, pruned, error }) =>
          error
            ? log("error", "daily_backup_failed", { error })
            : // The file's name is left out: the log masks its digits as a phone number.
              log("info", "daily_backup_written", {
                bytes: written?.bytes,
                pruned: pruned?.length ?? 0,
              }),
      }),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
