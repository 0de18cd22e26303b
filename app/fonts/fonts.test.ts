// The faces are committed copies (next/font/local needs files inside the app), so they must stay
// the installed packages' files byte for byte: an upgrade of either package shows up here.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const installed = (pkg: string, file: string) =>
  readFileSync(join(process.cwd(), "node_modules", pkg, "files", file));
const hosted = (file: string) => readFileSync(join(process.cwd(), "app/fonts", file));

describe("self-hosted fonts", () => {
  it("serves Lexend as the one variable file of @fontsource-variable/lexend", () => {
    const file = "lexend-latin-wght-normal.woff2";
    expect(installed("@fontsource-variable/lexend", file).equals(hosted(file))).toBe(true);
  });

  it.each(["opendyslexic-latin-400-normal.woff2", "opendyslexic-latin-700-normal.woff2"])(
    "serves %s from @fontsource/opendyslexic",
    (file) => {
      expect(installed("@fontsource/opendyslexic", file).equals(hosted(file))).toBe(true);
    },
  );
});
