// npm run db:migrate – applies committed migrations to the configured database (PGlite under
// ./data, or DATABASE_URL). On the embedded database it stops with a clear message, changing
// nothing, while a server has the directory open (db/data-dir-lock.mjs); the server migrates at
// start anyway.
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { serverEnv } from "../lib/env";

async function main() {
  const env = serverEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL });
  try {
    await runMigrations(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
