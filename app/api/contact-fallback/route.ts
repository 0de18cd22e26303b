// POST /api/contact-fallback – a contact message sent for manual verification after the bot check
// failed (201 {id}); stored with submissionType "fallback" for staff review; sets contactSubmitted.
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";
import { submitFallbackContactMessage } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("contact-fallback", async (request: Request) => {
  const result = await submitFallbackContactMessage(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id }) => ({
    status: 201,
    body: { id },
    flag: "contactSubmitted",
  }));
});
