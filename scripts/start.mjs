// npm start: builds when needed, then serves the site (default http://localhost:3000) on the
// embedded database under ./data, or on PostgreSQL when DATABASE_URL is set.
import { buildIfNeeded, serve } from "./build-if-needed.mjs";

await buildIfNeeded();
await serve({ port: Number(process.env.PORT ?? 3000) });
