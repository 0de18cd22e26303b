// POST /api/intake – the Start Here intake form (201 {id}); sets the one-time intakeSubmitted flag.
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";
import { submitStartHereIntake } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("intake", async (request: Request) => {
  const result = await submitStartHereIntake(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id }) => ({
    status: 201,
    body: { id },
    flag: "intakeSubmitted",
  }));
});
