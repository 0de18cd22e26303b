// GET /api/admin/leads/export – the leads inbox's current filter as CSV (admins only).
import { getDb } from "@/db/client";
import { requireAdminRequest } from "@/lib/crm/access";
import { recordAudit } from "@/lib/practice/audit";
import { businessToday } from "@/lib/practice/business-time";
import { readInboxQuery } from "@/lib/crm/leads/inbox-page";
import { leadsCsv } from "@/lib/crm/leads/lead-export";
import { AppError, handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = handle("admin-leads-export", async (request: Request) => {
  const admin = await requireAdminRequest(request.headers);
  const db = await getDb();
  const now = new Date();
  const { query, staff, error } = await readInboxQuery(
    db,
    new URL(request.url).searchParams,
    admin,
    now,
  );
  if (error) throw new AppError(400, error);
  // Exports carry personal data, so who took one (and with which filters) is recorded.
  const { page: _page, size: _size, search: _search, ...filters } = query;
  await recordAudit(db, admin, {
    action: "leads.exported",
    entityType: "lead",
    details: { filters },
  });
  const lines = leadsCsv(db, query, staff, now);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(new TextEncoder().encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${businessToday(now)}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
