// Browser calls to the lead endpoints; an answer without the new record's id is a failure.
import { postJson, type PostResult } from "@/lib/http/post-json";

export type LeadCallResult = PostResult<{ id: string }>;

export type LeadEndpoint =
  "/api/intake" | "/api/assessment-request" | "/api/contact" | "/api/contact-fallback";

export async function postLead(
  endpoint: LeadEndpoint,
  payload: Record<string, unknown>,
): Promise<LeadCallResult> {
  const result = await postJson<{ id?: string }>(endpoint, payload);
  if (!result.ok) return result;
  const { id } = result.data;
  return id ? { ok: true, data: { id } } : { ok: false, status: 200, message: null };
}
