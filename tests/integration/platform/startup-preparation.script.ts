// One instance's start-up preparation (lib/startup.ts: open and migrate the database, create the
// first admin), run as its own process so startup-preparation.test.ts can start two at once.
// better-auth is ESM-only, so this runs under tsx rather than jest. Prints "RESULT {json}".
import { startServer } from "@/lib/startup";
import { closeDatabase } from "@/db/client";

async function main() {
  try {
    await startServer();
    console.log(`RESULT ${JSON.stringify({ ok: true })}`);
  } catch (error) {
    console.log(
      `RESULT ${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}`,
    );
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
  // The outbox worker's timer would keep the process alive.
  process.exit();
}

void main();
