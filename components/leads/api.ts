// Browser calls to the lead endpoints. Each answer is a result value, never a throw, so the forms
// can show the spec's messages.
export type LeadCallResult =
  | { ok: true; id: string }
  | {
      ok: false;
      status: number;
      error: string | null;
      code?: string;
      fieldErrors?: Record<string, string[] | undefined>;
    };

export type LeadEndpoint =
  "/api/intake" | "/api/assessment-request" | "/api/contact" | "/api/contact-fallback";

export async function postLead(
  endpoint: LeadEndpoint,
  payload: Record<string, unknown>,
): Promise<LeadCallResult> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      cache: "no-store",
    });
    const body = (await response.json().catch(() => null)) as {
      id?: string;
      error?: string;
      code?: string;
      fieldErrors?: Record<string, string[] | undefined>;
    } | null;
    if (!response.ok || !body?.id) {
      return {
        ok: false,
        status: response.status,
        error: body?.error ?? null,
        code: body?.code,
        fieldErrors: body?.fieldErrors,
      };
    }
    return { ok: true, id: body.id };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}
