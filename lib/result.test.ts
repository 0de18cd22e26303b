import { z } from "zod";
import { describeIssues, firstErrors, INVALID_DETAILS } from "./result";

const schema = z.object({
  email: z.email("Please enter a valid email address."),
  age: z.number(),
});

const failureOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error;
};

describe("describeIssues", () => {
  it.each([
    [
      "a message the schema wrote for people",
      { email: "nope", age: 3 },
      undefined,
      "Please enter a valid email address.",
    ],
    [
      "zod's own wording, replaced by the one wording",
      { email: "a@b.co", age: "3" },
      undefined,
      INVALID_DETAILS,
    ],
    [
      "zod's own wording, replaced by the caller's",
      { email: "a@b.co", age: "3" },
      "Please pick one of the times shown in the calendar.",
      "Please pick one of the times shown in the calendar.",
    ],
  ])("tells %s", (_name, input, fallback, message) => {
    expect(describeIssues(failureOf(input), fallback).message).toBe(message);
  });

  it("lists every field's problems, first problem first", () => {
    const { fieldErrors } = describeIssues(failureOf({ email: "nope" }));
    expect(Object.keys(fieldErrors).sort()).toEqual(["age", "email"]);
    expect(firstErrors(fieldErrors)).toEqual({
      email: "Please enter a valid email address.",
      age: expect.stringMatching(/^Invalid input/) as unknown,
    });
  });
});
