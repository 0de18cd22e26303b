// npm run restore FILE – loads a backup made by `npm run backup` into an empty database: the
// embedded one under DATA_DIR (stop the site first), or the PostgreSQL database at DATABASE_URL.
// Refuses a database that holds data; changes nothing unless the passphrase is right and the file
// is exactly as written. A backup of either database restores into either, which is how a
// practice moves from the embedded database to PostgreSQL.
import fs from "node:fs";
import {
  commandSettings,
  migrationsFolder,
  openEmbedded,
  openPostgres,
} from "../lib/backup/open.mjs";
import { restoreDatabase } from "../lib/backup/restore.mjs";
import { checkPassphrase, readBackupFile } from "../lib/backup/sealed-file.mjs";

async function main() {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file))
    throw new Error("Usage: npm run restore FILE (a .backup file written by npm run backup).");
  const settings = commandSettings();
  const passphrase = checkPassphrase(settings.passphrase);
  const started = performance.now();
  const opened = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl)
    : await openEmbedded(settings.dataDir, { create: true });
  try {
    const result = await restoreDatabase(opened.database, readBackupFile(file, passphrase), {
      migrationsFolder,
    });
    await opened.migrate();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = settings.databaseUrl
      ? "PostgreSQL"
      : `the embedded database in ${settings.dataDir}`;
    console.log(
      `Restored ${result.rows} rows in ${result.tables} tables into ${target} (${seconds} s).\n` +
        `The backup was made at ${result.madeAt}: before the site opens again, repeat every data ` +
        "deletion request completed after that time (Data Deletion Policy, section 8).",
    );
  } finally {
    await opened.close();
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
