// How Lexend is split for the page's critical path. Every page preloads the "core" face: the
// characters our own copy is written in, at the weights the site uses (400-700), about a third of
// the installed latin file. The rest of that file's characters (accented names a parent types,
// rarer symbols) sit in the "extra" face, which a browser downloads only when a page shows one of
// them, because its unicode-range leaves out every core character.
// scripts/make-fonts.ts cuts both files from @fontsource-variable/lexend; app/fonts/fonts.ts
// declares them with these ranges written out (next/font only takes literals), and
// app/fonts/fonts.test.ts keeps the three in step.

/** Printable ASCII plus the typography and symbols our copy, games and emails use. */
export const LEXEND_CORE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") +
  "\u00a0\u00a9\u00b0\u00b7\u00d7\u00e9\u00f7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212";

/** The unicode-range of @fontsource-variable/lexend's latin file, which both faces are cut from. */
export const LEXEND_LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The weights the site sets (font-normal to font-bold); the cut files keep only this axis span. */
export const LEXEND_WEIGHTS = { min: 400, max: 700 } as const;

type Span = [first: number, last: number];

function parseRange(range: string): Span[] {
  return range.split(",").map((part) => {
    const [first, last] = part.replace(/^U\+/, "").split("-");
    return [parseInt(first!, 16), parseInt(last ?? first!, 16)];
  });
}

function formatRange(codePoints: number[]): string {
  const spans: Span[] = [];
  for (const code of [...codePoints].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else spans.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return spans
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(",");
}

const coreCodePoints = () => [
  ...new Set([...LEXEND_CORE_CHARACTERS].map((c) => c.codePointAt(0)!)),
];

export function lexendCoreRange(): string {
  return formatRange(coreCodePoints());
}

/** Control characters have no glyph; leaving them out keeps a stray tab from fetching a face. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** Every printable code point of the latin range that the core face does not hold. */
export function lexendExtraCodePoints(): number[] {
  const core = new Set(coreCodePoints());
  return parseRange(LEXEND_LATIN_RANGE).flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i).filter(
      (code) => !core.has(code) && !isControl(code),
    ),
  );
}

export function lexendExtraRange(): string {
  return formatRange(lexendExtraCodePoints());
}
