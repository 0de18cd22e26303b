// pdf.js refuses a worker from a different version, so the self-hosted copy in public/pdfjs (committed,
// so a fresh clone serves it) must match the installed package byte for byte. After upgrading
// pdfjs-dist run: node games/pdf-viewer/pdfjs/sync-pdfjs-assets.mjs
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const installed = join(process.cwd(), "node_modules/pdfjs-dist");
const hosted = join(process.cwd(), "public/pdfjs");
const same = (from: string, to: string) =>
  readFileSync(join(installed, from)).equals(readFileSync(join(hosted, to)));

describe("self-hosted pdf.js assets", () => {
  it("serves the worker of the installed pdfjs-dist version, with its licence", () => {
    expect(same("build/pdf.worker.min.mjs", "pdf.worker.min.mjs")).toBe(true);
    expect(same("LICENSE", "LICENSE")).toBe(true);
  });

  it.each(["standard_fonts", "wasm", "iccs"])(
    "serves every file of %s from the installed version, and nothing else",
    (folder) => {
      const files = readdirSync(join(installed, folder)).sort();
      expect(readdirSync(join(hosted, folder)).sort()).toEqual(files);
      const stale = files.filter((file) => !same(join(folder, file), join(folder, file)));
      expect(stale).toEqual([]);
    },
  );
});
