// POST /api/contact-fallback – a contact message sent for manual verification after the bot check
// failed (201 {id}); stored with submissionType "fallback" for staff review; sets contactSubmitted.
import { handle } from "@/lib/http/responses";
import { leadResponse, readLeadBody } from "@/lib/leads/http";
import { submitFallbackContactMessage } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("contact-fallback", async (request: Request) => {
  const result = await submitFallbackContactMessage(await readLeadBody(request), {
    headers: request.headers,
    now: new Date(),
  });
  return leadResponse(request, result, "contactSubmitted");
});
