// A game's learning mode, shareable by URL (?mode=find-vowels). Anything unknown falls back to
// the game's default, which is always the spec's own game.
export function modeFromLocation<M extends string>(
  search: string,
  modes: readonly M[],
  fallback: M,
): M {
  const value = new URLSearchParams(search).get("mode");
  return (modes as readonly string[]).includes(value ?? "") ? (value as M) : fallback;
}

/** Writes the mode into the address bar without a reload, so a tutor can copy and share it. */
export function rememberMode<M extends string>(mode: M, fallback: M): void {
  const url = new URL(window.location.href);
  if (mode === fallback) url.searchParams.delete("mode");
  else url.searchParams.set("mode", mode);
  window.history.replaceState(window.history.state, "", url);
}
