// The reports page's period: two calendar days in the business time zone (MT), both included.
// Read from the query string with one zod schema shared by the page and the CSV export; without
// dates it is the last 90 days up to today.
import { z } from "zod";
import { addDays, daysBetween, isDateISO } from "@/lib/practice/time-zone";
import { businessToday } from "@/lib/practice/business-time";

export const DEFAULT_REPORT_DAYS = 90;
/** A bound on the weekly chart's width and the work a single request may ask for. */
export const MAX_REPORT_DAYS = 366 * 3;

export type ReportPeriod = { from: string; to: string };

const day = (which: "start" | "end") =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) => v === undefined || isDateISO(v),
      `The ${which} date is not a real date. Use the date picker or write it as YYYY-MM-DD.`,
    );

export const reportQuerySchema = z.object({ from: day("start"), to: day("end") });

export type ReportPeriodResult =
  { period: ReportPeriod; error?: undefined } | { period: ReportPeriod; error: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The period asked for, or the default with a message saying why the request was not used.
 * A missing end is today; a missing start is 90 days before the end.
 */
export function readReportPeriod(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  now: Date,
): ReportPeriodResult {
  const today = businessToday(now);
  const fallback = { from: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), to: today };
  const raw =
    params instanceof URLSearchParams
      ? { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined }
      : { from: single(params.from), to: single(params.to) };
  const parsed = reportQuerySchema.safeParse(raw);
  if (!parsed.success)
    return {
      period: fallback,
      error: parsed.error.issues[0]?.message ?? "Those dates are not valid.",
    };
  const to = parsed.data.to ?? today;
  const from = parsed.data.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to)
    return { period: fallback, error: "The start date is after the end date. Please swap them." };
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS)
    return { period: fallback, error: "Please choose a period of at most three years." };
  return { period: { from, to } };
}
