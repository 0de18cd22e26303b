// POST /api/assessment-request – the Get Started and lead page assessment request (201 {id});
// sets the one-time intakeSubmitted flag.
import { handle } from "@/lib/http/responses";
import { leadResponse, readLeadBody } from "@/lib/leads/http";
import { submitAssessmentRequest } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("assessment-request", async (request: Request) => {
  const result = await submitAssessmentRequest(await readLeadBody(request), {
    headers: request.headers,
    now: new Date(),
  });
  return leadResponse(request, result, "intakeSubmitted");
});
