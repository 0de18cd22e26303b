import "@testing-library/jest-dom";
// Tests exercise the browser tests' hooks too (lib/env.ts testHooksEnabled); a release build has none.
process.env.BP_TEST_HOOKS_BUILD = "1";
