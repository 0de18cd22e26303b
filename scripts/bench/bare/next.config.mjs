// The yardstick for npm run bench: a bare Next.js App Router page built from the project's own
// node_modules (`next build scripts/bench/bare`), so the product's figures read as ratios to what
// the framework itself costs. Plain JavaScript so Next.js writes no tsconfig or type files here.
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const nextConfig = {
  poweredByHeader: false,
  // node_modules lives at the project root, three levels up.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default nextConfig;
