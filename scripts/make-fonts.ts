// Cuts the two Lexend faces the site serves (lib/fonts/lexend-subsets.ts says why) from the
// installed @fontsource-variable/lexend latin file into app/fonts/. Run after upgrading that
// package, then copy the printed ranges into app/fonts/fonts.ts:
//   npx tsx scripts/make-fonts.ts
import fs from "node:fs";
import path from "node:path";
import { cutLexendFaces } from "../lib/fonts/cut-lexend";
import { lexendCoreRange, lexendExtraRange } from "../lib/fonts/lexend-subsets";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

async function main() {
  const faces = await cutLexendFaces(root);
  for (const [file, bytes] of Object.entries(faces)) {
    fs.writeFileSync(path.join(root, "app", "fonts", file), bytes);
    console.log(`app/fonts/${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  console.log(`core unicode-range: ${lexendCoreRange()}`);
  console.log(`extra unicode-range: ${lexendExtraRange()}`);
}

void main();
