import { errorCode, refusedForGood } from "./error-code";

describe("what last_error keeps of an error", () => {
  const drizzleError = Object.assign(
    new Error(
      'Failed query: update "email_outbox" set "status" = $1 where "id" = $2\nparams: sent,jordan@example.com',
    ),
    { cause: Object.assign(new Error("terminating connection"), { code: "57P01" }) },
  );
  test.each([
    ["a database error wrapped by drizzle", drizzleError, "database 57P01"],
    [
      "a mail server's temporary refusal",
      Object.assign(new Error("450 jordan@example.com mailbox busy"), {
        code: "EENVELOPE",
        responseCode: 450,
      }),
      "smtp 450",
    ],
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" }),
      "ECONNREFUSED",
    ],
    ["anything else", new Error("jordan@example.com"), "unknown error"],
  ])("%s", (_name, error, expected) => {
    const code = errorCode(error);
    expect(code).toBe(expected);
    expect(code).not.toMatch(/jordan|params|update|email_outbox/);
  });

  it("tells a permanent refusal (5xx) from a temporary one", () => {
    expect(refusedForGood({ responseCode: 550 })).toBe(true);
    expect(refusedForGood({ responseCode: 450 })).toBe(false);
    expect(refusedForGood(new Error("x"))).toBe(false);
  });
});
