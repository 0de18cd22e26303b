// POST /api/consultationRequest – "Call me to find a time" from the Get Started and lead page
// forms (201 {id}): staff call the parent back; it never blocks calendar time. Sets the one-time
// consultationConfirmed flag naming the request, as a booking does.
import { submitConsultationRequest } from "@/lib/booking/http";
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("consultationRequest", async (request: Request) => {
  const result = await submitConsultationRequest(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id, confirmationFlag }) => ({
    status: 201,
    body: { id },
    flag: "consultationConfirmed",
    flagValue: confirmationFlag,
  }));
});
