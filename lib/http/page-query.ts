// One way for a page to read its query string: a zod object over single text values. A value
// given twice, or one the schema refuses, comes back as a message a person can act on, with the
// page's defaults to show meanwhile: never a server error, never a silent guess.
import { z } from "zod";
import { describeIssues } from "@/lib/result";

export type RawSearchParams = Record<string, string | string[] | undefined>;
export type PageQuery<T> = { value: T; error: string | null };

/** A page number from 1 (absent means 1). */
export const pageNumber = (max = 100_000) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "The page number must be a whole number from 1.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, "The page number must be a whole number from 1.")
    .default(1);

/** One of a fixed list of words; the message names the choices a person has. */
export const oneOf = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values, { error: message });

export function readPageQuery<S extends z.ZodObject>(
  schema: S,
  params: RawSearchParams,
): PageQuery<z.output<S>> {
  const single: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const raw = params[key];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => v !== undefined);
    if (values.length > 1)
      return fallbackOf(schema, `"${key}" was given more than once. Please use it once.`);
    const value = values[0]?.trim();
    if (value) single[key] = value;
  }
  const parsed = schema.safeParse(single);
  if (parsed.success) return { value: parsed.data, error: null };
  return fallbackOf(
    schema,
    describeIssues(parsed.error, "That address is not one we understand.").message,
  );
}

function fallbackOf<S extends z.ZodObject>(schema: S, error: string): PageQuery<z.output<S>> {
  // Every field of a page's query has a default or is optional, so an empty object parses.
  return { value: schema.parse({}), error };
}
