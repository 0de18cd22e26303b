// The few things a backup and a restore ask of a database, over either driver's own client
// (PGlite, or postgres-js for PostgreSQL), so the backup command runs as plain Node without the
// app's TypeScript and the server can lend its open connection (db.$client) to the same code.

/**
 * @typedef {{
 *   kind: "pglite" | "postgres",
 *   query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
 *   exec: (text: string) => Promise<void>,
 *   transaction: <T>(fn: (tx: BackupDatabase) => Promise<T>) => Promise<T>,
 * }} BackupDatabase
 */

/**
 * @param {import("@electric-sql/pglite").PGlite | import("@electric-sql/pglite").Transaction} client
 * @returns {BackupDatabase}
 */
export function pgliteAccess(client) {
  return {
    kind: "pglite",
    query: async (text, params = []) =>
      /** @type {Record<string, unknown>[]} */ ((await client.query(text, params)).rows),
    exec: async (text) => {
      await client.exec(text);
    },
    transaction: (fn) => {
      if (!("transaction" in client)) throw new Error("already in a transaction");
      return client.transaction((tx) => fn(pgliteAccess(tx)));
    },
  };
}

/**
 * @param {import("postgres").Sql | import("postgres").TransactionSql} client
 * @returns {BackupDatabase}
 */
export function postgresAccess(client) {
  return {
    kind: "postgres",
    query: async (text, params = []) =>
      /** @type {Record<string, unknown>[]} */ (
        /** @type {unknown} */ (await client.unsafe(text, /** @type {never} */ (params)))
      ),
    exec: async (text) => {
      await client.unsafe(text);
    },
    transaction: (fn) => {
      if (!("begin" in client)) throw new Error("already in a transaction");
      return /** @type {Promise<never>} */ (client.begin((tx) => fn(postgresAccess(tx))));
    },
  };
}

/**
 * The database's own client behind a drizzle handle (the server's open connection).
 * @param {"pglite" | "postgres"} kind
 * @param {unknown} client
 */
export function accessFor(kind, client) {
  return kind === "pglite"
    ? pgliteAccess(/** @type {import("@electric-sql/pglite").PGlite} */ (client))
    : postgresAccess(/** @type {import("postgres").Sql} */ (client));
}

/** @param {string} name */
export function quoted(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
