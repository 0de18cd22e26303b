// The bare page starts nothing: without this file the build would pick up the project's own
// instrumentation.ts (one level of the shared turbopack root) and open its database.
export function register() {}
