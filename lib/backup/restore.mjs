// Loads a dump (lib/backup/dump.mjs) into an empty database, PGlite or PostgreSQL, whichever made
// it. Everything happens in one transaction that commits only after the last line has been read,
// which for a backup file means after its authentication tag checked out: a wrong passphrase, a
// changed byte or a cut file leaves the database as it was. The schema is first brought to the
// backup's migration level, rows go in parents first, and sequences continue where they were;
// the caller then applies any newer migrations.
import { readMigrationFiles } from "drizzle-orm/migrator";
import { DUMP_FORMAT, DUMP_VERSION, NOT_BACKED_UP } from "./dump.mjs";
import { quoted } from "./database-access.mjs";

/** Rows the migrations themselves insert (default settings); a fresh database has them. */
const SEEDED_BY_MIGRATIONS = new Set(["availability_settings", "availability_version"]);
const INSERT_BATCH = 500;

export class RestoreRefusedError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/**
 * @param {import("./database-access.mjs").BackupDatabase} tx
 * @returns {Promise<{ hash: string, createdAt: number }[]>}
 */
async function appliedMigrations(tx) {
  const [table] = await tx.query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return [];
  return (
    await tx.query(
      `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
    )
  ).map((row) => ({ hash: String(row.hash), createdAt: Number(row.created_at) }));
}

/** @param {import("./database-access.mjs").BackupDatabase} tx */
async function tablesHoldingData(tx) {
  const tables = await tx.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const holding = [];
  for (const { name } of tables) {
    const table = String(name);
    if (NOT_BACKED_UP.has(table) || SEEDED_BY_MIGRATIONS.has(table)) continue;
    const [row] = await tx.query(`select exists (select from ${quoted(table)}) as any`);
    if (row?.any) holding.push(table);
  }
  return holding;
}

/**
 * @param {import("./database-access.mjs").BackupDatabase} tx
 * @param {string} table
 */
async function insertableColumns(tx, table) {
  const columns = await tx.query(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${quoted(table)}`],
  );
  return columns.map((row) => quoted(String(row.name))).join(", ");
}

/**
 * @param {import("./database-access.mjs").BackupDatabase} database
 * @param {AsyncIterable<string>} lines
 * @param {{ migrationsFolder: string }} options
 * @returns {Promise<{ rows: number, tables: number, migrations: number, madeAt: string }>}
 */
export async function restoreDatabase(database, lines, { migrationsFolder }) {
  const known = readMigrationFiles({ migrationsFolder });
  return database.transaction(async (tx) => {
    const iterator = lines[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) throw new RestoreRefusedError("The backup is empty.");
    const header = JSON.parse(first.value);
    if (header.format !== DUMP_FORMAT || header.version !== DUMP_VERSION)
      throw new RestoreRefusedError("This backup was made by another version of this site.");
    /** @type {{ hash: string, createdAt: number }[]} */
    const wanted = header.migrations;
    const level = wanted.length;
    for (const [index, migration] of wanted.entries()) {
      const ours = known[index];
      if (!ours || ours.folderMillis !== migration.createdAt || ours.hash !== migration.hash)
        throw new RestoreRefusedError(
          "This backup was made by a newer or different version of the site: update this copy to that version, then restore.",
        );
    }

    const applied = await appliedMigrations(tx);
    if (applied.length > level || applied.some((m, i) => wanted[i]?.hash !== m.hash))
      throw new RestoreRefusedError(
        "This database was prepared by a newer version of the site than the backup; restore into an empty data directory or a new database.",
      );
    const holding = await tablesHoldingData(tx);
    if (holding.length > 0)
      throw new RestoreRefusedError(
        `This database is not empty (${holding.join(", ")} hold rows), so nothing was restored. ` +
          "Restore into an empty data directory (a new DATA_DIR) or a new PostgreSQL database.",
      );

    // The schema as it was when the backup was made, in this same transaction.
    await tx.exec(`create schema if not exists "drizzle"`);
    await tx.exec(
      `create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
    );
    for (const migration of known.slice(applied.length, level)) {
      for (const statement of migration.sql) if (statement.trim()) await tx.exec(statement);
      await tx.query(
        `insert into "drizzle"."__drizzle_migrations" (hash, created_at) values ($1, $2)`,
        [migration.hash, migration.folderMillis],
      );
    }

    /** @type {{ name: string, rows: number }[]} */
    const tables = header.tables;
    // The tables' own triggers (availability version counters) would rewrite restored rows.
    for (const { name } of tables) {
      await tx.exec(`alter table ${quoted(name)} disable trigger user`);
      await tx.exec(`delete from ${quoted(name)}`);
    }
    /** @type {Map<string, string>} */
    const columnLists = new Map();
    /** @type {Map<string, number>} */
    const restored = new Map();
    /** @type {{ table: string, rows: string[] }} */
    let batch = { table: "", rows: [] };
    const flush = async () => {
      if (batch.rows.length === 0) return;
      const { table, rows } = batch;
      let columns = columnLists.get(table);
      if (columns === undefined) {
        if (!tables.some((t) => t.name === table))
          throw new RestoreRefusedError(`The backup has rows for an unlisted table (${table}).`);
        columns = await insertableColumns(tx, table);
        columnLists.set(table, columns);
      }
      await tx.query(
        `insert into ${quoted(table)} (${columns}) overriding system value
         select ${columns} from jsonb_populate_recordset(null::${quoted(table)}, $1::text::jsonb)`,
        [`[${rows.join(",")}]`],
      );
      restored.set(table, (restored.get(table) ?? 0) + rows.length);
      batch = { table, rows: [] };
    };
    let ended = false;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = next.value;
      if (ended) throw new RestoreRefusedError("The backup has lines after its end.");
      if (line.startsWith('{"t":')) {
        const { t: table, r: row } = JSON.parse(line);
        if (table !== batch.table) await flush();
        batch.table = table;
        batch.rows.push(JSON.stringify(row));
        if (batch.rows.length >= INSERT_BATCH) await flush();
      } else {
        await flush();
        if (JSON.parse(line).end !== true) throw new RestoreRefusedError("The backup is damaged.");
        ended = true;
      }
    }
    if (!ended) throw new RestoreRefusedError("The backup ends too early; nothing was restored.");
    for (const { name, rows } of tables)
      if ((restored.get(name) ?? 0) !== rows)
        throw new RestoreRefusedError(
          `The backup's ${name} rows are incomplete; nothing was restored.`,
        );
    for (const { name } of tables) await tx.exec(`alter table ${quoted(name)} enable trigger user`);
    /** @type {{ name: string, value: string }[]} */
    const sequences = header.sequences;
    for (const { name, value } of sequences)
      await tx.query(`select setval($1::regclass, $2::bigint, true)`, [
        `public.${quoted(name)}`,
        value,
      ]);
    let rows = 0;
    for (const count of restored.values()) rows += count;
    return { rows, tables: tables.length, migrations: level, madeAt: String(header.createdAt) };
  });
}
