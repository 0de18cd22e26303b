import { safeReturnPath } from "./return-path";

it.each([
  ["/admin", "/admin"],
  ["//evil.example", "/"],
  ["https://evil.example", "/"],
  ["/\\evil", "/"],
  [undefined, "/"],
  [["/a"], "/"],
])("safeReturnPath(%p) = %p", (input, expected) => {
  expect(safeReturnPath(input)).toBe(expected);
});
