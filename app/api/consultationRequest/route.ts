// POST /api/consultationRequest – the Get Started "bookConsultation" call: a consultation request
// that staff follow up within 24 hours (201 {id}). It never blocks calendar time.
import { submitConsultationRequest } from "@/lib/booking/http";
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("consultationRequest", async (request: Request) => {
  const result = await submitConsultationRequest(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id }) => ({ status: 201, body: { id } }));
});
