import { z } from "zod";
import { log } from "@/lib/log/logger";
import { AppError } from "@/lib/http/responses";
import { ActionRefusal } from "@/lib/practice/refusal";
import { GENERIC_FAILURE, publicChain } from "./chain";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ refresh: jest.fn() }));
jest.mock("@/lib/log/logger", () => ({ log: jest.fn() }));

const schema = z.object({ when: z.string().min(1, "Please pick a time.") });

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe("the action chain", () => {
  it("answers what the operation returned", async () => {
    const action = publicChain.action("test", schema, ({ input }) =>
      Promise.resolve({ moved: input.when }),
    );
    expect(await action({ when: "10:00" })).toEqual({ ok: true, data: { moved: "10:00" } });
  });

  it.each([
    ["the schema's own message", { when: "" }, "Please pick a time."],
    ["the caller's wording for zod's", { when: 7 }, "Please choose one of the times shown."],
  ])("refuses invalid input with %s, without running", async (_name, raw, message) => {
    const run = jest.fn();
    const action = publicChain.action("test", schema, run, {
      invalid: "Please choose one of the times shown.",
    });
    expect(await action(raw as never)).toMatchObject({
      ok: false,
      message,
      fieldErrors: { when: [expect.any(String)] },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("turns a refusal into its message, with the data a form needs back", async () => {
    const refused = publicChain.action("test", schema, () =>
      Promise.reject(new AppError(409, "That time was just taken.")),
    );
    expect(await refused({ when: "10:00" })).toEqual({
      ok: false,
      message: "That time was just taken.",
    });
    const conflict = publicChain.action("test", schema, () =>
      Promise.reject(new ActionRefusal(409, "Someone else changed this.", { version: 3 })),
    );
    expect(await conflict({ when: "10:00" })).toEqual({
      ok: false,
      message: "Someone else changed this.",
      data: { version: 3 },
    });
  });

  it("logs an unexpected failure and tells the person only that nothing was changed", async () => {
    const action = publicChain.action("test", schema, () =>
      Promise.reject(new Error("connection reset")),
    );
    expect(await action({ when: "10:00" })).toEqual({ ok: false, message: GENERIC_FAILURE });
    expect(log).toHaveBeenCalledWith(
      "error",
      "action_failed",
      expect.objectContaining({ action: "test" }),
    );
    const gentle = publicChain.action("play", schema, () => Promise.reject(new Error("x")), {
      failure: "We couldn't save your result just now.",
    });
    expect(await gentle({ when: "1" })).toEqual({
      ok: false,
      message: "We couldn't save your result just now.",
    });
  });

  it("runs the role steps first, in order, and a refused step stops the action", async () => {
    const seen: string[] = [];
    const chain = publicChain
      .use(() => {
        seen.push("first");
        return Promise.resolve({ who: "tutor" });
      })
      .use(({ who }) => {
        seen.push(`second sees ${who}`);
        return Promise.resolve({ db: "database" });
      });
    const action = chain.action("test", schema, ({ who, db, input }) =>
      Promise.resolve(`${who} ${db} ${input.when}`),
    );
    expect(await action({ when: "10:00" })).toEqual({ ok: true, data: "tutor database 10:00" });
    expect(seen).toEqual(["first", "second sees tutor"]);

    const run = jest.fn();
    const guarded = publicChain
      .use(() => Promise.reject(new AppError(403, "Please sign in as staff.")))
      .action("test", schema, run);
    // The input is not even read for a caller who may not act.
    expect(await guarded({ when: "" })).toEqual({ ok: false, message: "Please sign in as staff." });
    expect(run).not.toHaveBeenCalled();
  });

  it("reads a form as an object and answers its message", async () => {
    const action = publicChain.form("test", schema, ({ input }) =>
      Promise.resolve({ message: `Moved to ${input.when}.` }),
    );
    expect(await action(null, formOf({ when: "10:00" }))).toEqual({
      ok: true,
      message: "Moved to 10:00.",
      data: undefined,
    });
    expect(await action(null, formOf({ when: "" }))).toMatchObject({
      ok: false,
      message: "Please pick a time.",
    });
  });
});
