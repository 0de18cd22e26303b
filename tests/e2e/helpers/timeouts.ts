// Timeouts live in playwright.config.ts (test, expect, action and navigation), set once for the
// whole suite. This is the one exception a test may name.

/**
 * A wait that lasts as long as the app makes it on purpose: a timed game round running out, or a
 * second server starting up. Longer than the config's expect timeout, so keep such waits few.
 */
export const SLOW = 60_000;
