import { getDb } from "@/db/client";
import { getCurrentUser } from "@/lib/auth/guards";
import { studentAssignmentsCsv } from "@/activities/assignments/store";
import { handle } from "@/lib/http/responses";
import { businessToday } from "@/lib/practice/business-time";

export const GET = handle(
  "student.assignments_csv",
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const user = await getCurrentUser(request.headers);
    const staff = user && !user.mustChangePassword ? { id: user.id, role: user.role } : null;
    const csv = await studentAssignmentsCsv(
      await getDb(),
      staff,
      (await context.params).id,
      businessToday(new Date()),
    );
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="student-assignments.csv"`,
        "cache-control": "no-store",
      },
    });
  },
);
