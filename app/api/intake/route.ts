// POST /api/intake – the Start Here intake form (201 {id}); sets the one-time intakeSubmitted flag.
import { handle } from "@/lib/http/responses";
import { leadResponse, readLeadBody } from "@/lib/leads/http";
import { submitStartHereIntake } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("intake", async (request: Request) => {
  const result = await submitStartHereIntake(await readLeadBody(request), {
    headers: request.headers,
    now: new Date(),
  });
  return leadResponse(request, result, "intakeSubmitted");
});
