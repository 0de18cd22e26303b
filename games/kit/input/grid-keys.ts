// Arrow-key movement inside a grid of buttons (cards, letters, palettes): GAMES.md asks arrow
// keys to move within boards and grids while Tab moves between controls.
export type GridKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

const gridKeys: readonly string[] = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
];

export function isGridKey(key: string): key is GridKey {
  return gridKeys.includes(key);
}

/**
 * The index focus moves to from `index` in a grid of `count` items laid out in `columns`
 * columns, or null when the key does not move (edge of the grid or another key).
 */
export function moveInGrid(
  index: number,
  key: string,
  count: number,
  columns: number,
): number | null {
  if (count <= 0 || index < 0 || index >= count) return null;
  const cols = Math.max(1, Math.floor(columns));
  let next: number;
  switch (key) {
    case "ArrowLeft":
      next = index - 1;
      break;
    case "ArrowRight":
      next = index + 1;
      break;
    case "ArrowUp":
      next = index - cols;
      break;
    case "ArrowDown":
      next = index + cols;
      break;
    case "Home":
      next = 0;
      break;
    case "End":
      next = count - 1;
      break;
    default:
      return null;
  }
  return next >= 0 && next < count && next !== index ? next : null;
}

/** How many columns a CSS grid currently shows (1 when unknown, e.g. in jsdom). */
export function renderedGridColumns(grid: HTMLElement | null): number {
  if (!grid || typeof window === "undefined") return 1;
  const template = window.getComputedStyle(grid).gridTemplateColumns;
  const columns = template
    ? template.split(" ").filter((part) => part.trim() !== "" && part !== "none").length
    : 0;
  return Math.max(1, columns);
}
