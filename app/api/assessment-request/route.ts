// POST /api/assessment-request – the Get Started and lead page assessment request (201 {id});
// sets the one-time intakeSubmitted flag.
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";
import { submitAssessmentRequest } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("assessment-request", async (request: Request) => {
  const result = await submitAssessmentRequest(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id }) => ({
    status: 201,
    body: { id },
    flag: "intakeSubmitted",
  }));
});
