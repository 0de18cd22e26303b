// Tiny SVG vocabulary for the Name It symbol art. Every symbol is self-made markup for a
// 100 × 100 viewBox whose art stays inside the circle of radius 46 around (50, 50), so a
// symbol can be turned to any angle without touching its neighbours on a card.
export const INK = "#1b2a3a";
const outline = `stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

export type SymbolArt = { name: string; art: string };

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${outline}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, angle = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${outline}${angle ? ` transform="rotate(${angle} ${cx} ${cy})"` : ""}/>`;

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${outline}/>`;

export const shape = (d: string, fill: string) => `<path d="${d}" fill="${fill}" ${outline}/>`;

/** An open line; colour and width vary for whiskers, stems and stripes. */
export const line = (d: string, width = 3, colour = INK) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A thick outlined tube along a path (snake, worm, pretzel, flamingo neck). */
export const tube = (d: string, width: number, fill: string) =>
  line(d, width + 5) + line(d, width, fill);

export const dot = (cx: number, cy: number, r = 3.5, fill = INK) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const eyes = (y: number, dx: number, r = 4) => dot(50 - dx, y, r) + dot(50 + dx, y, r);

/** Mirrors markup across the vertical middle line (ears, horns, wings). */
export const mirrored = (markup: string) =>
  markup + `<g transform="matrix(-1 0 0 1 100 0)">${markup}</g>`;

const fixed = (n: number) => Math.round(n * 10) / 10;

/** A circle with a scalloped edge: lion's mane, sheep's wool, donut icing, flower. */
export function scallop(
  cx: number,
  cy: number,
  r: number,
  bumps: number,
  bumpRadius: number,
): string {
  const points = Array.from({ length: bumps }, (_, i) => {
    const angle = (i * 2 * Math.PI) / bumps - Math.PI / 2;
    return `${fixed(cx + r * Math.cos(angle))} ${fixed(cy + r * Math.sin(angle))}`;
  });
  return `M${points[0]} ${points.map((_, i) => `A${bumpRadius} ${bumpRadius} 0 0 1 ${points[(i + 1) % bumps]}`).join(" ")} Z`;
}

/** A regular polygon or star outline centred on (cx, cy). */
export function polygon(
  cx: number,
  cy: number,
  radii: number[],
  corners: number,
  startDeg = -90,
): string {
  const count = corners * radii.length;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = ((startDeg + (i * 360) / count) * Math.PI) / 180;
    const r = radii[i % radii.length] as number;
    return `${fixed(cx + r * Math.cos(angle))} ${fixed(cy + r * Math.sin(angle))}`;
  });
  return `M${points.join(" L")} Z`;
}
