import { safeReturnPath } from "./return-path";

const site = "https://www.brightpathreading.com";

it.each([
  // Same-site paths are kept as they are.
  ["/admin", "/admin"],
  ["/admin/leads?x=1#y", "/admin/leads?x=1#y"],
  ["/admin/leads?q=a%20b&stage=new", "/admin/leads?q=a%20b&stage=new"],
  ["/force-password-change", "/force-password-change"],
  ["/consultation/manage?token=abc.def", "/consultation/manage?token=abc.def"],
  // Other hosts, written directly.
  ["//evil.example", "/"],
  ["https://evil.example", "/"],
  ["https://www.brightpathreading.com.evil.example/admin", "/"],
  ["javascript:alert(1)", "/"],
  ["evil.example/admin", "/"],
  // Backslashes and whitespace that browsers strip or turn into slashes.
  ["/\\evil", "/"],
  ["/\\/evil.example", "/"],
  ["\\\\evil.example", "/"],
  ["/\t/evil.example/phish", "/"],
  ["/\n/evil.example/phish", "/"],
  ["/\r\n/evil.example", "/"],
  ["\t//evil.example", "/"],
  ["/admin\u0000", "/"],
  // Still encoded (decoded again somewhere on the way).
  ["/%09/evil.example", "/"],
  ["/%09/evil.example/phish", "/"],
  ["/%0A/evil.example", "/"],
  ["/%0a/evil.example", "/"],
  ["/%5Cevil.example", "/"],
  ["/%5cevil.example", "/"],
  ["/%2F%2Fevil.example", "/"],
  ["/%2f/evil.example", "/"],
  ["/%252F%252Fevil.example", "/"],
  ["/%E0%A4%A", "/"],
  // Not a string, empty or absurdly long.
  [undefined, "/"],
  [null, "/"],
  ["", "/"],
  [["/a"], "/"],
])("safeReturnPath(%j) = %j", (input, expected) => {
  expect(safeReturnPath(input, site)).toBe(expected);
});

it("accepts the same paths whatever the site's address", () => {
  expect(safeReturnPath("/admin?x=1", "http://localhost:3000")).toBe("/admin?x=1");
  expect(safeReturnPath("/%09/evil.example", "http://localhost:3000")).toBe("/");
});

it("refuses an absurdly long value", () => {
  expect(safeReturnPath(`/${"a".repeat(2000)}`, site)).toBe("/");
});
