// 57 shape symbols: 19 outlines, each solid, empty, and with a dot in the middle. The fill style
// tells them apart without colour (WCAG 1.4.1); colour is an extra cue only.
import { dot, INK, polygon, scallop, type SymbolArt } from "./draw";

type BaseShape = { name: string; d: string; colour: string; centre?: [number, number] };

const base: BaseShape[] = [
  { name: "circle", d: "M50 10 A40 40 0 1 1 49.9 10 Z", colour: "#e23b3b" },
  { name: "square", d: "M16 16 H84 V84 H16 Z", colour: "#0271b8" },
  { name: "triangle", d: "M50 10 L90 82 H10 Z", colour: "#2e7d32", centre: [50, 60] },
  { name: "star", d: polygon(50, 53, [44, 18], 5), colour: "#d98c00", centre: [50, 54] },
  {
    name: "heart",
    d: "M50 84 C10 58 8 30 30 20 C40 16 48 22 50 30 C52 22 60 16 70 20 C92 30 90 58 50 84 Z",
    colour: "#c2185b",
    centre: [50, 46],
  },
  { name: "diamond", d: "M50 8 L86 50 L50 92 L14 50 Z", colour: "#6a3fb5" },
  { name: "hexagon", d: polygon(50, 50, [42], 6, 0), colour: "#00838f" },
  { name: "pentagon", d: polygon(50, 53, [42], 5), colour: "#ad4e00", centre: [50, 55] },
  { name: "cross", d: "M38 12 H62 V38 H88 V62 H62 V88 H38 V62 H12 V38 H38 Z", colour: "#c62828" },
  {
    name: "moon",
    d: "M70 10 A40 40 0 0 0 70 90 A24 40 0 0 1 70 10 Z",
    colour: "#8a6d00",
    centre: [38, 50],
  },
  {
    name: "arrow",
    d: "M12 38 H54 V18 L88 50 L54 82 V62 H12 Z",
    colour: "#1565c0",
    centre: [48, 50],
  },
  { name: "oval", d: "M8 50 A42 28 0 1 1 92 50 A42 28 0 1 1 8 50 Z", colour: "#6d4c41" },
  { name: "octagon", d: polygon(50, 50, [42], 8, -67.5), colour: "#b71c1c" },
  { name: "half circle", d: "M10 68 A40 40 0 0 1 90 68 Z", colour: "#00695c", centre: [50, 52] },
  {
    name: "cloud",
    d: "M28 74 A16 16 0 0 1 24 42 A20 20 0 0 1 52 28 A18 18 0 0 1 80 44 A15 15 0 0 1 76 74 Z",
    colour: "#4a6fa5",
    centre: [52, 54],
  },
  {
    name: "drop",
    d: "M50 8 C50 8 80 44 80 62 A30 30 0 0 1 20 62 C20 44 50 8 50 8 Z",
    colour: "#0277bd",
    centre: [50, 62],
  },
  { name: "flower", d: scallop(50, 50, 30, 6, 15), colour: "#ad1457" },
  { name: "trapezoid", d: "M30 24 H70 L90 76 H10 Z", colour: "#4e342e" },
  { name: "parallelogram", d: "M30 26 H92 L70 74 H8 Z", colour: "#283593" },
];

const styles = [
  {
    label: (n: string) => `solid ${n}`,
    draw: (s: BaseShape) =>
      `<path d="${s.d}" fill="${s.colour}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
  },
  {
    label: (n: string) => `empty ${n}`,
    draw: (s: BaseShape) =>
      `<path d="${s.d}" fill="#ffffff" stroke="${s.colour}" stroke-width="7" stroke-linejoin="round"/>`,
  },
  {
    label: (n: string) => `${n} with a dot`,
    draw: (s: BaseShape) => {
      const [x, y] = s.centre ?? [50, 50];
      return `<path d="${s.d}" fill="#ffffff" stroke="${s.colour}" stroke-width="7" stroke-linejoin="round"/>${dot(x, y, 8)}`;
    },
  },
];

export const shapes: SymbolArt[] = styles.flatMap((style) =>
  base.map((s) => ({ name: style.label(s.name), art: style.draw(s) })),
);
