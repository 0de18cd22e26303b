import { z } from "zod";
import { oneOf, pageNumber, readPageQuery } from "./page-query";

const schema = z.object({
  view: oneOf(["upcoming", "past"], "Choose Upcoming or Past.").default("upcoming"),
  page: pageNumber(),
});

describe("readPageQuery", () => {
  it("reads single values, trimmed, with defaults for what is absent", () => {
    expect(readPageQuery(schema, { view: " past ", page: "3" })).toEqual({
      value: { view: "past", page: 3 },
      error: null,
    });
    expect(readPageQuery(schema, {})).toEqual({
      value: { view: "upcoming", page: 1 },
      error: null,
    });
  });

  it("ignores parameters the page does not read", () => {
    expect(readPageQuery(schema, { utm_source: "x" }).error).toBeNull();
  });

  it("says what is wrong and falls back to the defaults", () => {
    expect(readPageQuery(schema, { view: "later" })).toEqual({
      value: { view: "upcoming", page: 1 },
      error: "Choose Upcoming or Past.",
    });
    expect(readPageQuery(schema, { page: "0" }).error).toBe(
      "The page number must be a whole number from 1.",
    );
    expect(readPageQuery(schema, { page: "two" }).error).toBe(
      "The page number must be a whole number from 1.",
    );
    expect(readPageQuery(schema, { page: ["1", "2"] }).error).toBe(
      '"page" was given more than once. Please use it once.',
    );
  });
});
