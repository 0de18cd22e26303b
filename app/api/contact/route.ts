// POST /api/contact – the contact form (201 {id}); 403 {code:"bot_check_failed"} opens the
// fallback verification; sets the one-time contactSubmitted flag.
import { handle } from "@/lib/http/responses";
import { leadResponse, readLeadBody } from "@/lib/leads/http";
import { submitContactMessage } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("contact", async (request: Request) => {
  const result = await submitContactMessage(await readLeadBody(request), {
    headers: request.headers,
    now: new Date(),
  });
  return leadResponse(request, result, "contactSubmitted");
});
