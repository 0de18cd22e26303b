import { z } from "zod";
import { log } from "@/lib/log/logger";
import { publicAction } from "./public-action";
import { AppError, SERVER_FAILURE } from "./responses";

jest.mock("@/lib/log/logger", () => ({ log: jest.fn() }));

const schema = z.object({ when: z.string().min(1, "Please pick a time.") });

describe("publicAction", () => {
  it("answers what the operation returned", async () => {
    const action = publicAction("test", schema, ({ when }) => Promise.resolve({ moved: when }));
    expect(await action({ when: "10:00" })).toEqual({ ok: true, data: { moved: "10:00" } });
  });

  it.each([
    ["the schema's own message", { when: "" }, "Please pick a time."],
    ["the caller's wording for zod's", { when: 7 }, "Please choose one of the times shown."],
  ])("refuses invalid input with %s, without running", async (_name, raw, message) => {
    const run = jest.fn();
    const action = publicAction("test", schema, run, {
      invalid: "Please choose one of the times shown.",
    });
    expect(await action(raw as never)).toMatchObject({
      ok: false,
      message,
      fieldErrors: { when: [expect.any(String)] },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("turns a refusal into its message", async () => {
    const action = publicAction("test", schema, () =>
      Promise.reject(new AppError(409, "That time was just taken.")),
    );
    expect(await action({ when: "10:00" })).toEqual({
      ok: false,
      message: "That time was just taken.",
    });
  });

  it("logs an unexpected failure and tells the person only that something went wrong", async () => {
    const action = publicAction("test", schema, () =>
      Promise.reject(new Error("connection reset")),
    );
    expect(await action({ when: "10:00" })).toEqual({ ok: false, message: SERVER_FAILURE });
    expect(log).toHaveBeenCalledWith(
      "error",
      "public_action_failed",
      expect.objectContaining({ action: "test" }),
    );
  });
});
