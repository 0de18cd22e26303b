// POST /api/contact – the contact form (201 {id}); 403 {code:"bot_check_failed"} opens the
// fallback verification; sets the one-time contactSubmitted flag.
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle } from "@/lib/http/responses";
import { submitContactMessage } from "@/lib/leads/submit";

export const dynamic = "force-dynamic";

export const POST = handle("contact", async (request: Request) => {
  const result = await submitContactMessage(await readBody(request), contextOf(request));
  return writeResponse(request, result, ({ id }) => ({
    status: 201,
    body: { id },
    flag: "contactSubmitted",
  }));
});
