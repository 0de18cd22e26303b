// The rows of a raw `db.execute(sql...)` result, whichever driver ran it: postgres-js answers with
// an array, PGlite with `{ rows }`.
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
