// npm run backup [DIR] – writes an encrypted backup of the whole database into DIR (default
// BACKUP_DIR, else ./backups) as bright-path-YYYYMMDD-HHMMSSZ.backup, mode 0600. Works while the
// site runs: on PostgreSQL it reads in its own consistent transaction; on the embedded database
// it asks the running server over $DATA_DIR/control.sock, or opens the database itself when no
// server has it. Plain Node with production dependencies only, so it runs from a release folder.
import path from "node:path";
import { DataDirectoryInUseError } from "../db/data-dir-lock.mjs";
import { dumpThroughControlSocket } from "../lib/backup/control-socket.mjs";
import { dumpProducer } from "../lib/backup/daily.mjs";
import { dumpChecker } from "../lib/backup/dump.mjs";
import { commandSettings, openEmbedded, openPostgres } from "../lib/backup/open.mjs";
import { checkPassphrase, writeBackupFile } from "../lib/backup/sealed-file.mjs";

async function main() {
  const settings = commandSettings();
  const passphrase = checkPassphrase(settings.passphrase);
  const dir = path.resolve(process.argv[2] ?? settings.backupDir ?? "backups");
  const now = new Date();
  const started = performance.now();
  let opened;
  let source;
  if (settings.databaseUrl) {
    opened = await openPostgres(settings.databaseUrl);
    source = "PostgreSQL";
  } else {
    try {
      opened = await openEmbedded(settings.dataDir, { create: false });
      source = `the embedded database in ${settings.dataDir}`;
    } catch (error) {
      if (!(error instanceof DataDirectoryInUseError)) throw error;
      source = `the running server (pid ${error.holderPid})`;
    }
  }
  const checker = dumpChecker();
  try {
    const written = await writeBackupFile({
      dir,
      passphrase,
      now,
      produce: async (emit) => {
        const checked = async (/** @type {string} */ line) => {
          checker.see(line);
          await emit(line);
        };
        if (opened) await dumpProducer(opened.database, now)(checked);
        else {
          try {
            for await (const line of dumpThroughControlSocket(settings.dataDir))
              await checked(line);
          } catch (error) {
            throw new Error(
              `The process holding ${settings.dataDir} did not answer on its control socket` +
                ` (${error instanceof Error ? error.message : String(error)}). Is it this version of the site?`,
            );
          }
        }
        checker.complete();
      },
    });
    const { rows } = checker.complete();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written: ${written.file} (${rows} rows from ${source}, ${written.bytes} bytes, ${seconds} s).`,
    );
  } finally {
    await opened?.close();
  }
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
