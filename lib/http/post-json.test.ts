import { postJson } from "./post-json";

const answer = (status: number, body: string) =>
  jest.fn(() => Promise.resolve(new Response(body, { status })));

describe("postJson", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("sends JSON with the caller's method and headers and answers the body", async () => {
    const fetcher = answer(201, JSON.stringify({ id: "b-1" }));
    global.fetch = fetcher;
    expect(
      await postJson("/api/bookConsultation", { a: 1 }, { headers: { "idempotency-key": "k" } }),
    ).toEqual({ ok: true, data: { id: "b-1" } });
    expect(fetcher).toHaveBeenCalledWith(
      "/api/bookConsultation",
      expect.objectContaining({
        method: "POST",
        body: '{"a":1}',
        headers: { "content-type": "application/json", "idempotency-key": "k" },
        cache: "no-store",
      }),
    );
  });

  it.each([
    [
      "a refusal with its message, code and field problems",
      answer(
        400,
        JSON.stringify({
          error: "Check the email.",
          code: "invalid",
          fieldErrors: { email: ["Check the email."] },
        }),
      ),
      {
        ok: false,
        status: 400,
        message: "Check the email.",
        code: "invalid",
        fieldErrors: { email: ["Check the email."] },
      },
    ],
    [
      "a failure whose body is not JSON",
      answer(502, "<html>Bad gateway</html>"),
      { ok: false, status: 502, message: null },
    ],
    [
      "no answer at all",
      jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
      { ok: false, status: 0, message: null },
    ],
  ])("answers %s as a value", async (_name, fetcher, expected) => {
    global.fetch = fetcher as typeof fetch;
    expect(await postJson("/api/contact", {})).toEqual(expected);
  });
});
