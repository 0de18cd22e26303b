// Place-value arithmetic for the showdown: a chart's digits (highest place first) as a number,
// in expanded form, and compared in symbols and words.

export type PlaceName = "thousands" | "hundreds" | "tens" | "ones";

const placeNamesFromOnes: PlaceName[] = ["ones", "tens", "hundreds", "thousands"];

/** The places of a chart with `places` columns, highest first: 3 → hundreds, tens, ones. */
export function placesOf(places: number): PlaceName[] {
  return placeNamesFromOnes.slice(0, places).reverse();
}

export const placeValue: Record<PlaceName, number> = {
  thousands: 1000,
  hundreds: 100,
  tens: 10,
  ones: 1,
};
export const placeLabel: Record<PlaceName, string> = {
  thousands: "Thousands",
  hundreds: "Hundreds",
  tens: "Tens",
  ones: "Ones",
};
/** Chart headings as teachers abbreviate them (Th H T O). */
export const placeShortLabel: Record<PlaceName, string> = {
  thousands: "Th",
  hundreds: "H",
  tens: "T",
  ones: "O",
};

const placeSingular: Record<PlaceName, string> = {
  thousands: "thousand",
  hundreds: "hundred",
  tens: "ten",
  ones: "one",
};

/** "1 ten", "3 hundreds", "0 ones": a digit read as a count of its place. */
export function placeCount(digit: number, place: PlaceName): string {
  return `${digit} ${digit === 1 ? placeSingular[place] : place}`;
}

/** 3, 4, 7 → 347. A leading zero is allowed and simply has no value (0, 4, 7 → 47). */
export function numberFromDigits(digits: readonly number[]): number {
  return digits.reduce((total, digit) => total * 10 + digit, 0);
}

/** The value of each digit, highest place first: 3, 0, 7 → 300, 0, 7. */
export function digitValues(digits: readonly number[]): number[] {
  return digits.map((digit, i) => digit * 10 ** (digits.length - 1 - i));
}

/** "300 + 40 + 7"; zeros hold a place but add nothing, so 307 is "300 + 7" and 0 is "0". */
export function expandedForm(digits: readonly number[]): string {
  const terms = digitValues(digits).filter((value) => value !== 0);
  return terms.length === 0 ? "0" : terms.join(" + ");
}

export type ComparisonSign = ">" | "<" | "=";

export function compareNumbers(left: number, right: number): ComparisonSign {
  return left > right ? ">" : left < right ? "<" : "=";
}

const signWords: Record<ComparisonSign, string> = {
  ">": "is greater than",
  "<": "is less than",
  "=": "is equal to",
};

/** "347 is greater than 215" */
export function comparisonInWords(left: number, right: number): string {
  return `${left} ${signWords[compareNumbers(left, right)]} ${right}`;
}
