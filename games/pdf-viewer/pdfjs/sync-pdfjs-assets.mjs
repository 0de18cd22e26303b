// Copies pdf.js's worker, standard fonts, image decoders and CMYK colour profile from
// node_modules to public/pdfjs, so they are served from our own host (no CDN). The copies are
// committed, so a fresh clone serves them with no install step. Run this after upgrading
// pdfjs-dist: `node games/pdf-viewer/pdfjs/sync-pdfjs-assets.mjs`; assets.test.ts fails until the
// copies match the installed version (pdf.js refuses a worker from another version).
// CJK character maps (cmaps/, 1.7 MB) are left out: the viewer is for English reading material.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const from = join(root, "node_modules/pdfjs-dist");
const to = join(root, "public/pdfjs");

// Start clean, so files an upgrade no longer ships do not linger.
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
cpSync(join(from, "build/pdf.worker.min.mjs"), join(to, "pdf.worker.min.mjs"));
cpSync(join(from, "LICENSE"), join(to, "LICENSE"));
for (const folder of ["standard_fonts", "wasm", "iccs"])
  cpSync(join(from, folder), join(to, folder), { recursive: true });
console.log(`pdf.js assets copied to ${to}`);
