import { getDb } from "@/db/client";
import { getCurrentUser } from "@/lib/auth/guards";
import { assignmentCsv, getAssignment } from "@/activities/assignments/store";
import { handle } from "@/lib/http/responses";
import { businessToday } from "@/lib/practice/business-time";

export const GET = handle(
  "assignment.results_csv",
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const user = await getCurrentUser(request.headers);
    const staff = user && !user.mustChangePassword ? { id: user.id, role: user.role } : null;
    const assignment = await getAssignment(
      await getDb(),
      staff,
      (await context.params).id,
      businessToday(new Date()),
    );
    return new Response(assignmentCsv(assignment), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="assignment-results.csv"`,
        "cache-control": "no-store",
      },
    });
  },
);
