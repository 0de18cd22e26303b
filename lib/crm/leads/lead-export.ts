// The inbox's CSV export: every lead matching the current filters (up to a cap), in pages read
// from the database one after another so memory stays flat.
import type { AppDatabase } from "@/db/client";
import { businessDateOf } from "@/lib/practice/business-time";
import { csvLine } from "@/lib/csv";
import { selectLeads } from "./inbox";
import type { InboxQuery } from "./inbox-query";
import type { StaffOption } from "../staff/staff";
import {
  conversionStageLabels,
  labelOf,
  leadKindLabels,
  leadSourceLabels,
  leadStatusLabels,
  priorityLabels,
} from "@/lib/practice/vocabulary";

export const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1_000;

const header = [
  "Type",
  "Name",
  "Email",
  "Phone",
  "Status",
  "Priority",
  "Conversion stage",
  "Assigned to",
  "Lead source",
  "utm_source",
  "gclid",
  "Received",
  "Next follow-up",
  "Last contact",
  "Consultation time",
  "Needs review",
  "Summary",
  "Lead id",
];

export async function* leadsCsv(
  db: Pick<AppDatabase, "execute">,
  query: InboxQuery,
  staff: StaffOption[],
  now: Date,
): AsyncGenerator<string> {
  const names = new Map(staff.map((s) => [s.id, s.name]));
  yield `\uFEFF${csvLine(header)}`;
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += BATCH) {
    const rows = await selectLeads(db, query, now, {
      offset,
      limit: Math.min(BATCH, EXPORT_MAX_ROWS - offset),
    });
    let chunk = "";
    for (const row of rows) {
      chunk += csvLine([
        leadKindLabels[row.kind],
        row.name,
        row.email,
        row.phone,
        labelOf(leadStatusLabels, row.status),
        labelOf(priorityLabels, row.priority),
        labelOf(conversionStageLabels, row.conversionStage),
        row.assignedTo ? (names.get(row.assignedTo) ?? row.assignedTo) : "",
        labelOf(leadSourceLabels, row.leadSource),
        row.utmSource,
        row.gclid,
        row.createdAt,
        row.nextFollowUpDate ? businessDateOf(row.nextFollowUpDate) : "",
        row.lastContactDate ? businessDateOf(row.lastContactDate) : "",
        row.startsAt,
        row.needsReview ? "yes" : "",
        row.summary,
        row.id,
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < BATCH) return;
  }
}
