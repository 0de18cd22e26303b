// What changed between two snapshots, by field name (never by value: the history and the audit
// log are read by every editor, and a value may be long).

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The names of the fields that differ, in the order the names are listed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  names: Partial<Record<keyof T, string>>,
): string[] {
  return (Object.keys(names) as (keyof T)[])
    .filter((key) => !same(before[key], after[key]))
    .map((key) => names[key] as string);
}

/**
 * For a list of items with ids (staff profiles): who was added or removed, whose fields changed,
 * and whether the order moved ("Megan Park: bio, photo").
 */
export function changedItems<I extends { id: string; name: string } & Record<string, unknown>>(
  before: I[],
  after: I[],
  names: Partial<Record<keyof I, string>>,
): string[] {
  const was = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  const changes: string[] = [];
  for (const item of after) {
    const old = was.get(item.id);
    if (!old) {
      changes.push(`${item.name}: added`);
      continue;
    }
    const fields = changedFields(old, item, names);
    if (fields.length) changes.push(`${item.name}: ${fields.join(", ")}`);
  }
  for (const item of before) if (!now.has(item.id)) changes.push(`${item.name}: removed`);
  const order = (items: I[]) =>
    items.filter((i) => was.has(i.id) && now.has(i.id)).map((i) => i.id);
  if (!same(order(before), order(after))) changes.push("order");
  return changes;
}
