// The five symbol sets a game can use. Every set has exactly 57 symbols, one per point of the
// deck's projective plane; symbol n of the chosen set is drawn wherever the deck says n.
import { animals } from "./animals";
import type { SymbolArt } from "./draw";
import { food } from "./food";
import { letters } from "./letters";
import { shapes } from "./shapes";

export type SymbolSetId = "default" | "animals" | "food" | "letters" | "shapes";

export type SymbolSet = {
  id: SymbolSetId;
  label: string;
  symbols: SymbolArt[];
  maxRotation: number;
};

const byName = (set: SymbolArt[], names: string[]) =>
  names.map((name) => {
    const found = set.find((s) => s.name === name);
    if (!found) throw new Error(`no symbol named ${name}`);
    return found;
  });

/** The default mix: 19 animals, 19 foods and the 19 solid shapes, chosen so no two look alike. */
const mixed: SymbolArt[] = [
  ...byName(animals, [
    "cat",
    "dog",
    "rabbit",
    "bear",
    "pig",
    "panda",
    "lion",
    "cow",
    "frog",
    "owl",
    "elephant",
    "giraffe",
    "bee",
    "ladybug",
    "butterfly",
    "snail",
    "fish",
    "whale",
    "turtle",
  ]),
  ...byName(food, [
    "apple",
    "banana",
    "cherries",
    "grapes",
    "strawberry",
    "carrot",
    "broccoli",
    "pizza",
    "burger",
    "cookie",
    "donut",
    "cupcake",
    "ice cream",
    "lollipop",
    "milk",
    "popcorn",
    "fried egg",
    "mushroom",
    "pear",
  ]),
  ...shapes.slice(0, 19),
];

export const symbolSets: Record<SymbolSetId, SymbolSet> = {
  default: { id: "default", label: "Mixed (default)", symbols: mixed, maxRotation: 35 },
  animals: { id: "animals", label: "Animals", symbols: animals, maxRotation: 35 },
  food: { id: "food", label: "Food", symbols: food, maxRotation: 35 },
  letters: { id: "letters", label: "Letters", symbols: letters, maxRotation: 12 },
  shapes: { id: "shapes", label: "Shapes", symbols: shapes, maxRotation: 20 },
};

export const symbolSetOrder: SymbolSetId[] = ["default", "animals", "food", "letters", "shapes"];

export function isSymbolSetId(value: string): value is SymbolSetId {
  return (symbolSetOrder as string[]).includes(value);
}
