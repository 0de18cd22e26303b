import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (CI runs it before the build), not a second time
  // inside every build on a two-core machine.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  headers() {
    return Promise.resolve(securityHeaders({ production: process.env.NODE_ENV === "production" }));
  },
};

export default nextConfig;
