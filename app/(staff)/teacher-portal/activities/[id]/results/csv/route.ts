import { getDb } from "@/db/client";
import { getCurrentUser } from "@/lib/auth/guards";
import { activityResults, resultsCsv } from "@/activities/library/store";
import { handle } from "@/lib/http/responses";

export const GET = handle(
  "activity.results_csv",
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const user = await getCurrentUser(request.headers);
    const staff = user && !user.mustChangePassword ? { id: user.id, role: user.role } : null;
    const results = await activityResults(await getDb(), staff, (await context.params).id);
    return new Response(resultsCsv(results), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="activity-results.csv"`,
        "cache-control": "no-store",
      },
    });
  },
);
