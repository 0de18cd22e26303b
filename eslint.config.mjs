import drizzle from "eslint-plugin-drizzle";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const typedFiles = ["**/*.{ts,tsx,mts}"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-e2e/**",
      "release/**",
      "node_modules/**",
      "data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      // The bare page's build output (npm run bench).
      "scripts/bench/bare/.next/**",
    ],
  },
  {
    rules: {
      // A Pages Router rule: it reads app/ routes with their (group) folders in the path, so it
      // never matched one of our pages, and with the site's catch-all for unknown addresses
      // (app/(marketing)/(site)/[...unknown]) it matches every internal href. Links are next/link
      // where a page moves on in place; a plain <a> is a deliberate full load (the sign-in pages).
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  ...tseslint.configs.recommendedTypeChecked.map((entry) => ({ ...entry, files: typedFiles })),
  {
    files: typedFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      // React 19 takes async functions as event handlers and form actions and ignores what they
      // return, so a promise handed to a JSX attribute is the idiom, not a mistake.
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // Scripts and configs in plain JavaScript sit outside tsconfig, so they get the untyped rules.
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
  {
    plugins: { drizzle },
    rules: {
      // Our code names the database `db` (also `handle.db`, `db()`) and a transaction `tx`.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  {
    // Components serve routes, never the other way round: a server action a component calls lives
    // beside its feature in lib/ (issue 33), and routes import it from there too.
    files: ["components/**", "activities/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*", "**/app/*"],
              message:
                "Components do not import from app/: move the code beside its feature in lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The free games stand alone; tutors' activities build on them (issue 33). The import runs one
    // way, so a game never changes because an activity template did.
    files: ["games/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/activities/*", "**/activities/*", "@/app/*", "**/app/*"],
              message:
                "Games do not import activities or routes: move what both need into games/kit/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Booking and the CRM stand on one shared base (lib/practice: audit, refusals, the business
    // clock and calendar, lead vocabulary). Booking never reaches into the CRM (issue 33); the CRM,
    // the staff's view over leads and consultations, may use booking's modules.
    files: ["lib/booking/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/crm/*", "**/crm/*"],
              message: "Booking does not import the CRM: move what both need into lib/practice/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/practice/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/crm/*",
                "@/lib/booking/*",
                "@/lib/follow-through/*",
                "**/crm/*",
                "**/booking/*",
              ],
              message: "lib/practice is the base booking and the CRM stand on: it imports neither.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
];
export default config;
