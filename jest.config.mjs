// Unit and component tests sit beside their modules; integration tests live in tests/integration
// and run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/helpers/empty-module.js",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-setup.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.next-e2e/", "/release/", "/data/"],
};

const esmOnlyPackages = [
  "boolbase",
  "css-select",
  "css-what",
  "dom-serializer",
  "domelementtype",
  "domhandler",
  "domutils",
  "entities",
  "htmlparser2",
  "marked",
  "nth-check",
];

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "node",
    testMatch: ["<rootDir>/{activities,app,components,games,lib,db}/**/*.test.{ts,tsx}"],
  })();
  // Beasties (server/responses/critical-css.mjs) stands on HTML and CSS parsers published only as ES
  // modules, and so does marked (lib/site-content/rich-text.ts); Jest runs CommonJS, so those are
  // compiled like our own code.
  unit.transformIgnorePatterns = unit.transformIgnorePatterns.map((pattern) =>
    pattern.replace("(?!(geist|", `(?!(${esmOnlyPackages.join("|")}|geist|`),
  );
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    setupFilesAfterEnv: [
      ...shared.setupFilesAfterEnv,
      "<rootDir>/tests/helpers/jest-integration-setup.ts",
    ],
  })();
  integration.transformIgnorePatterns = unit.transformIgnorePatterns;
  return { projects: [unit, integration] };
}
