import { describeError, redact } from "./logger";

describe("log redaction", () => {
  it("drops sensitive keys and masks emails and phone numbers in text", () => {
    expect(
      redact({
        email: "a@b.co",
        password: "x",
        path: "/api/x",
        detail: "from jane@example.com at (801) 555-0142",
        nested: { phone: "1" },
      }),
    ).toEqual({
      email: "[redacted]",
      password: "[redacted]",
      path: "/api/x",
      detail: "from [email] at [phone]",
      nested: { phone: "[redacted]" },
    });
  });
});

describe("host:port pairs in log text", () => {
  it.each([
    ["a loopback database", "connect ECONNREFUSED 127.0.0.1:5432"],
    ["a named database host", "getaddrinfo ENOTFOUND db-host:5432"],
    ["a private address", "connection to 192.168.100.200:6543 timed out"],
  ])("leaves %s as it is", (_, text) => {
    expect(redact(text)).toBe(text);
  });

  it.each([
    ["(801) 555-0142", "call (801) 555-0142 now", "call [phone] now"],
    ["801.555.0142", "call 801.555.0142 now", "call [phone] now"],
    ["+1 801 555 0142", "call +1 801 555 0142 now", "call [phone] now"],
    [
      "beside an address",
      "from 10.0.0.12:5432 for 801-555-0142",
      "from 10.0.0.12:5432 for [phone]",
    ],
  ])("still hides a phone number: %s", (_, text, masked) => {
    expect(redact(text)).toBe(masked);
  });
});

describe("errors in logs", () => {
  class FakeDrizzleError extends Error {
    constructor(
      readonly query: string,
      readonly params: unknown[],
      readonly cause: unknown,
    ) {
      super(`Failed query: ${query}\nparams: ${params.join(",")}`);
      this.name = "DrizzleQueryError";
    }
  }
  const pgError = Object.assign(new Error('invalid input syntax for type uuid: "Quillon"'), {
    code: "22P02",
    detail: "Key (email)=(q@example.com) already exists.",
    table: "intake_forms",
    constraint: "intake_forms_email_key",
  });

  it("logs a database error by name, code, table and constraint only", () => {
    const error = new FakeDrizzleError(
      'insert into "intake_forms" ("parent_name") values ($1)',
      ["Quillon Harrowgate", "epilepsy"],
      pgError,
    );
    const logged = JSON.stringify(redact({ error }));
    expect(logged).not.toMatch(/Quillon|epilepsy|example\.com|Failed query/);
    expect(describeError(error)).toEqual({
      name: "DrizzleQueryError",
      code: "22P02",
      table: "intake_forms",
      constraint: "intake_forms_email_key",
    });
  });

  it("finds the table in the query when the driver does not name it", () => {
    const error = new FakeDrizzleError(
      'update "contact_forms" set "message" = $1',
      ["secret"],
      new Error('relation "contact_forms" does not exist'),
    );
    expect(describeError(error)).toMatchObject({
      name: "DrizzleQueryError",
      table: "contact_forms",
    });
  });

  it("keeps our own error messages, masked", () => {
    expect(describeError(new Error("Could not reach mail server for jane@example.com"))).toEqual({
      name: "Error",
      message: "Could not reach mail server for [email]",
    });
  });
});
