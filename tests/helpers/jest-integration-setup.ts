// Opening PGlite (WebAssembly) and migrating can take several seconds on a busy machine; jest's
// project config cannot set testTimeout, so integration files get theirs here.
jest.setTimeout(120_000);
