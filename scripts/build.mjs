// npm run build: the production build, stamped so that `npm start` serves it without rebuilding.
// It reads no database and writes no data directory (db/client.ts refuses one in the build).
import { build } from "./build-if-needed.mjs";

await build();
