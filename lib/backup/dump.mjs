// A logical dump of the whole database: every table of the public schema (parents before the
// tables that reference them) and the migration level, read in one REPEATABLE READ READ ONLY
// transaction, so it is consistent while the site keeps writing. JSON lines: a header, one line
// per row, and a closing line, so a cut-off dump is never taken for a whole one. The same format
// comes from PGlite and PostgreSQL and restores into either.
import { quoted } from "./database-access.mjs";

export const DUMP_FORMAT = "bright-path-backup";
export const DUMP_VERSION = 1;

/**
 * Rows that mean nothing in another database: the health check's own probe row, and the leads
 * searches staff typed in the last hour (parents' names and emails, gone within the hour anyway).
 */
export const NOT_BACKED_UP = new Set(["health_probe", "inbox_searches"]);

const FETCH_ROWS = 500;

/**
 * @param {import("./database-access.mjs").BackupDatabase} tx
 * @returns {Promise<string[]>} table names, each after every table it references
 */
async function tablesInDependencyOrder(tx) {
  const tables = (
    await tx.query(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       order by c.relname`,
    )
  )
    .map((row) => String(row.name))
    .filter((name) => !NOT_BACKED_UP.has(name));
  const references = await tx.query(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  /** @type {Map<string, string[]>} */
  const parents = new Map(tables.map((name) => [name, []]));
  for (const { child, parent } of references) parents.get(String(child))?.push(String(parent));
  /** @type {string[]} */
  const ordered = [];
  const placed = new Set();
  /** @param {string} name @param {Set<string>} path */
  const place = (name, path) => {
    if (placed.has(name) || path.has(name) || !parents.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) place(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of tables) place(name, new Set());
  return ordered;
}

/**
 * Reads the database and hands each line (without its newline) to emit, awaiting it (so a slow
 * writer holds the transaction open, but never more than one fetch in memory).
 * @param {import("./database-access.mjs").BackupDatabase} database
 * @param {(line: string) => void | Promise<void>} emit
 * @param {{ now: Date }} options
 */
export async function dumpDatabase(database, emit, { now }) {
  await database.transaction(async (tx) => {
    await tx.exec("set transaction isolation level repeatable read, read only");
    const names = await tablesInDependencyOrder(tx);
    const tables = [];
    for (const name of names) {
      const [row] = await tx.query(`select count(*)::int as rows from ${quoted(name)}`);
      tables.push({ name, rows: Number(row?.rows ?? 0) });
    }
    const [migrationsTable] = await tx.query(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    );
    const migrations = migrationsTable?.present
      ? (
          await tx.query(
            `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
          )
        ).map((row) => ({ hash: String(row.hash), createdAt: Number(row.created_at) }))
      : [];
    const sequences = (
      await tx.query(
        `select sequencename as name, last_value::text as value from pg_sequences
         where schemaname = 'public' and last_value is not null order by sequencename`,
      )
    ).map((row) => ({ name: String(row.name), value: String(row.value) }));
    await emit(
      JSON.stringify({
        format: DUMP_FORMAT,
        version: DUMP_VERSION,
        createdAt: now.toISOString(),
        source: database.kind,
        migrations,
        tables,
        sequences,
      }),
    );
    let total = 0;
    for (const { name } of tables) {
      // A cursor keeps memory flat however large the table; to_jsonb keeps every type's exact
      // text (timestamps to the microsecond, JSON, arrays) and never contains a raw line break.
      await tx.exec(
        `declare backup_rows no scroll cursor for select to_jsonb(t)::text as r from ${quoted(name)} t`,
      );
      const tableName = JSON.stringify(name);
      for (;;) {
        const rows = await tx.query(`fetch ${FETCH_ROWS} from backup_rows`);
        for (const row of rows) await emit(`{"t":${tableName},"r":${String(row.r)}}`);
        total += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await tx.exec("close backup_rows");
    }
    await emit(JSON.stringify({ end: true, rows: total }));
  });
}

/**
 * Checks a stream of dump lines as it passes: a header first, as many rows as it announced, and
 * the closing line last. A dump cut off half way (a server stopped mid-backup) fails here.
 */
export function dumpChecker() {
  /** @type {{ rows: number } | undefined} */
  let expected;
  let rows = 0;
  let ended = false;
  return {
    /** @param {string} line */
    see(line) {
      if (ended) throw new Error("The dump has lines after its end.");
      if (!expected) {
        const header = JSON.parse(line);
        if (header.format !== DUMP_FORMAT || header.version !== DUMP_VERSION)
          throw new Error("This is not a dump this version of the site can read.");
        expected = {
          rows: header.tables.reduce(
            (/** @type {number} */ sum, /** @type {{ rows: number }} */ t) => sum + t.rows,
            0,
          ),
        };
      } else if (line.startsWith('{"t":')) rows++;
      else {
        const footer = JSON.parse(line);
        if (footer.end !== true || footer.rows !== rows || rows !== expected.rows)
          throw new Error("The dump is incomplete.");
        ended = true;
      }
    },
    complete() {
      if (!ended) throw new Error("The dump ended before its last line.");
      return { rows };
    },
  };
}
