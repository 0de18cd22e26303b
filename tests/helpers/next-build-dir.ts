// A stand-in for a build's .next folder, holding only the files a test names (paths relative to
// it, such as "static/chunks/site.css"); made before the file's tests and removed after them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Registers the folder's setup and removal; the returned function gives its path. */
export function withNextBuildDir(files: Record<string, string | Buffer>): () => string {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "next-build-"));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
