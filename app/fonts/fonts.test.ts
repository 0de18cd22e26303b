// The faces are committed files (next/font/local needs files inside the app). Lexend's two faces
// must stay exactly what scripts/make-fonts.ts cuts from the installed package, and fonts.ts must
// declare the ranges they were cut to: an upgrade of either package shows up here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LEXEND_CORE_FILE, LEXEND_EXTRA_FILE, cutLexendFaces } from "@/lib/fonts/cut-lexend";
import {
  LEXEND_CORE_CHARACTERS,
  lexendCoreRange,
  lexendExtraCodePoints,
  lexendExtraRange,
} from "@/lib/fonts/lexend-subsets";

const root = process.cwd();
const installed = (pkg: string, file: string) =>
  readFileSync(join(root, "node_modules", pkg, "files", file));
const hosted = (file: string) => readFileSync(join(root, "app/fonts", file));
const declarations = readFileSync(join(root, "app/fonts/fonts.ts"), "utf8");

describe("self-hosted fonts", () => {
  it("serves Lexend's core and extra faces as cut from @fontsource-variable/lexend", async () => {
    const faces = await cutLexendFaces(root);
    expect(faces[LEXEND_CORE_FILE]!.equals(hosted(LEXEND_CORE_FILE))).toBe(true);
    expect(faces[LEXEND_EXTRA_FILE]!.equals(hosted(LEXEND_EXTRA_FILE))).toBe(true);
  });

  it("keeps the preloaded core face well under the whole latin file", () => {
    const whole = installed("@fontsource-variable/lexend", "lexend-latin-wght-normal.woff2");
    expect(hosted(LEXEND_CORE_FILE).length).toBeLessThan(whole.length / 2);
  });

  it("declares each face with the unicode-range it was cut to", () => {
    expect(declarations).toContain(`"${lexendCoreRange()}"`);
    expect(declarations).toContain(`"${lexendExtraRange()}"`);
  });

  it("gives every character to exactly one face, so a page never fetches both for one letter", () => {
    const core = new Set([...LEXEND_CORE_CHARACTERS].map((c) => c.codePointAt(0)));
    const extra = lexendExtraCodePoints();
    expect(extra.filter((code) => core.has(code))).toEqual([]);
    // Accented names a parent may type, and the euro sign, are in the extra face.
    for (const letter of "ñüÑßç€") expect(extra).toContain(letter.codePointAt(0));
    expect(lexendCoreRange()).toMatch(/^U\+0020-007E,/);
  });

  it.each(["opendyslexic-latin-400-normal.woff2", "opendyslexic-latin-700-normal.woff2"])(
    "serves %s from @fontsource/opendyslexic",
    (file) => {
      expect(installed("@fontsource/opendyslexic", file).equals(hosted(file))).toBe(true);
    },
  );
});
