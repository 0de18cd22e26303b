// Problems per field, as forms show them, without the validation library: a form can show the
// server's answer before its own checks load. lib/result.ts re-exports these.
export type FieldErrors = Partial<Record<string, string[]>>;

/** The first message per field, for showing beside each input. */
export function firstErrors(fieldErrors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, list] of Object.entries(fieldErrors)) if (list?.[0]) out[key] = list[0];
  return out;
}
