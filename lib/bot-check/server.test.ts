import {
  issueBuiltinToken,
  renewBuiltinToken,
  verifyBotToken,
  verifyBuiltinToken,
  type BotCheckConfig,
} from "./server";

const secret = "test-secret";
const t0 = new Date("2026-01-05T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("built-in bot check", () => {
  const token = issueBuiltinToken(secret, "contact", t0, "n1");

  it("accepts a token used after the minimum fill time", () => {
    expect(verifyBuiltinToken(secret, "contact", token, later(3000), 2500)).toEqual({ ok: true });
  });
  it.each([
    ["too fast", later(1000), "contact", token, "too_fast"],
    ["another action's token", later(3000), "login", token, "invalid"],
    ["a forged signature", later(3000), "contact", token.slice(0, -2) + "xx", "invalid"],
    ["a tripped honeypot", later(3000), "contact", `${token}.hp`, "honeypot"],
    ["an expired token", later(3 * 60 * 60 * 1000), "contact", token, "expired"],
    ["garbage", later(3000), "contact", "not-a-token", "invalid"],
  ] as const)("refuses %s", (_name, now, action, value, reason) => {
    expect(verifyBuiltinToken(secret, action, value, now, 2500)).toEqual({ ok: false, reason });
  });
});

describe("provider verification", () => {
  const base: BotCheckConfig = {
    provider: "recaptcha",
    secret,
    recaptchaSecret: "rs",
    recaptchaMinScore: 0.5,
    minFillMs: 0,
  };
  const answer = (body: unknown, ok = true) =>
    jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 500 })));

  it("refuses a missing token before asking anyone", async () => {
    const fetcher = answer({ success: true });
    expect(
      await verifyBotToken({ ...base, fetch: fetcher }, { action: "login", token: "", now: t0 }),
    ).toEqual({ ok: false, reason: "missing" });
    expect(fetcher).not.toHaveBeenCalled();
  });
  it("accepts a good reCAPTCHA score for the right action", async () => {
    const fetcher = answer({ success: true, score: 0.9, action: "login" });
    expect(
      await verifyBotToken({ ...base, fetch: fetcher }, { action: "login", token: "t", now: t0 }),
    ).toEqual({ ok: true });
  });
  it("refuses a low score, a wrong action and a provider outage", async () => {
    expect(
      await verifyBotToken(
        { ...base, fetch: answer({ success: true, score: 0.1, action: "login" }) },
        { action: "login", token: "t", now: t0 },
      ),
    ).toEqual({ ok: false, reason: "low_score" });
    expect(
      await verifyBotToken(
        { ...base, fetch: answer({ success: true, score: 0.9, action: "contact" }) },
        { action: "login", token: "t", now: t0 },
      ),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await verifyBotToken(
        { ...base, fetch: answer({}, false) },
        { action: "login", token: "t", now: t0 },
      ),
    ).toEqual({ ok: false, reason: "provider_error" });
  });
  it("verifies Turnstile tokens", async () => {
    const fetcher = answer({ success: true, action: "intake" });
    expect(
      await verifyBotToken(
        { ...base, provider: "turnstile", turnstileSecret: "ts", fetch: fetcher },
        { action: "intake", token: "t", now: t0 },
      ),
    ).toEqual({ ok: true });
  });
});

describe("single-use built-in tokens", () => {
  const spentStore = () => {
    const spent = new Set<string>();
    return (value: string) => Promise.resolve(spent.has(value) ? false : (spent.add(value), true));
  };
  const builtin = (): BotCheckConfig => ({
    provider: "builtin",
    secret,
    recaptchaMinScore: 0.5,
    minFillMs: 2500,
    spend: spentStore(),
  });

  it("accepts a token once and refuses it the second time", async () => {
    const config = builtin();
    const value = issueBuiltinToken(secret, "contact", t0, "once");
    expect(
      await verifyBotToken(config, { action: "contact", token: value, now: later(3000) }),
    ).toEqual({ ok: true });
    expect(
      await verifyBotToken(config, { action: "contact", token: value, now: later(4000) }),
    ).toEqual({ ok: false, reason: "reused" });
  });

  it("does not spend a token it refuses", async () => {
    const config = builtin();
    const value = issueBuiltinToken(secret, "contact", t0, "early");
    expect(
      await verifyBotToken(config, { action: "contact", token: value, now: later(500) }),
    ).toEqual({ ok: false, reason: "too_fast" });
    expect(
      await verifyBotToken(config, { action: "contact", token: value, now: later(3000) }),
    ).toEqual({ ok: true });
  });

  it("lets sign-in and sign-up through at password-manager speed, but not the forms people type into", async () => {
    const config = builtin();
    for (const action of ["login", "register"] as const)
      expect(
        await verifyBotToken(config, {
          action,
          token: issueBuiltinToken(secret, action, t0, action),
          now: later(300),
        }),
      ).toEqual({ ok: true });
    for (const action of ["consultation", "intake", "contact"] as const)
      expect(
        await verifyBotToken(config, {
          action,
          token: issueBuiltinToken(secret, action, t0, action),
          now: later(300),
        }),
      ).toEqual({ ok: false, reason: "too_fast" });
  });

  it("renews a token once, keeping the form's opening time, so an immediate retry is accepted", async () => {
    const config = builtin();
    const first = issueBuiltinToken(secret, "contact", t0, "first");
    expect(
      await verifyBotToken(config, { action: "contact", token: first, now: later(5000) }),
    ).toEqual({ ok: true });
    const retry = await renewBuiltinToken(config, "contact", first, later(5100), "second");
    expect(retry).not.toBeNull();
    expect(
      await verifyBotToken(config, { action: "contact", token: retry, now: later(5200) }),
    ).toEqual({ ok: true });
    expect(await renewBuiltinToken(config, "contact", first, later(5300), "third")).toBeNull();
  });

  it("renews neither a forged, an expired nor another action's token", async () => {
    const config = builtin();
    const value = issueBuiltinToken(secret, "contact", t0, "n");
    expect(
      await renewBuiltinToken(config, "contact", value.slice(0, -2) + "xx", later(1000), "a"),
    ).toBeNull();
    expect(await renewBuiltinToken(config, "login", value, later(1000), "b")).toBeNull();
    expect(
      await renewBuiltinToken(config, "contact", value, later(3 * 60 * 60 * 1000), "c"),
    ).toBeNull();
  });
});
