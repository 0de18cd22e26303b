// The cutting itself, shared by scripts/make-fonts.ts and the test that checks the committed files
// are what it makes from the installed package.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { LEXEND_CORE_CHARACTERS, LEXEND_WEIGHTS, lexendExtraCodePoints } from "./lexend-subsets";

export const LEXEND_SOURCE =
  "node_modules/@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2";
export const LEXEND_CORE_FILE = "lexend-core-wght-normal.woff2";
export const LEXEND_EXTRA_FILE = "lexend-extra-wght-normal.woff2";

export async function cutLexendFaces(root: string): Promise<Record<string, Buffer>> {
  const source = fs.readFileSync(path.join(root, LEXEND_SOURCE));
  const cut = (text: string) =>
    subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: { ...LEXEND_WEIGHTS, default: LEXEND_WEIGHTS.min } },
    });
  return {
    [LEXEND_CORE_FILE]: await cut(LEXEND_CORE_CHARACTERS),
    [LEXEND_EXTRA_FILE]: await cut(String.fromCodePoint(...lexendExtraCodePoints())),
  };
}
