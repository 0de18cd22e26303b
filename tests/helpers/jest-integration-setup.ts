import { forgetProcessLimits, settleProcessLimits } from "@/lib/rate-limit";

// Opening PGlite (WebAssembly) and migrating can take several seconds on a busy machine; jest's
// project config cannot set testTimeout, so integration files get theirs here.
jest.setTimeout(120_000);

// Rate limits are also remembered in process memory (lib/rate-limit.ts); a test's database starts
// afresh, so its process memory does too.
beforeEach(() => forgetProcessLimits());
// What a test counted in batches is written before its database closes; a flush timer firing
// after that would log into a finished test (and Jest then exits 1 with every test passed).
afterEach(() => settleProcessLimits());
