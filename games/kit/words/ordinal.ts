// Places said as people say them ("the 2nd tile"), for feedback that points at one piece.
const rules = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffixes: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };

export function ordinal(n: number): string {
  return `${n}${suffixes[rules.select(n)] ?? "th"}`;
}
