// GET /api/admin/reports/export – the lead-source report for a period as CSV (admins only).
import { getDb } from "@/db/client";
import { requireAdminRequest } from "@/lib/crm/access";
import { readReportPeriod } from "@/lib/crm/reports/report-period";
import { leadSourceCsv, reportFileName } from "@/lib/crm/reports/report-export";
import { loadLeadSourceReport } from "@/lib/crm/reports/reports";
import { AppError, handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = handle("admin-reports-export", async (request: Request) => {
  await requireAdminRequest(request.headers);
  const { period, error } = readReportPeriod(new URL(request.url).searchParams, new Date());
  if (error) throw new AppError(400, error);
  const report = await loadLeadSourceReport(await getDb(), period);
  return new Response(leadSourceCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportFileName(report)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
