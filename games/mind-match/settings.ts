// Setup from the address, so a tutor can link to a ready game:
// ?size=4x4&pairs=letter-picture&players=2&look=2&timer=hide
import { pairTypes, type PairType } from "./decks";
import { gridSizes, normalizeGrid, type Grid } from "./logic";

export type Settings = {
  grid: Grid;
  pairType: PairType;
  players: 1 | 2;
  lookSeconds: number;
  showTimer: boolean;
};

/** How long two non-matching cards stay up before turning back. */
export const lookChoices = [1, 2, 3, 5] as const;
export const defaultSettings: Settings = {
  grid: gridSizes[0]!,
  pairType: "letter-picture",
  players: 1,
  lookSeconds: 2,
  showTimer: true,
};

export function parseGrid(text: string | null): Grid {
  const match = text?.match(/^(\d{1,2})x(\d{1,2})$/i);
  return match ? normalizeGrid(Number(match[1]), Number(match[2])) : defaultSettings.grid;
}

export function parseSettings(search: string): Settings {
  const params = new URLSearchParams(search);
  const pairs = params.get("pairs");
  const look = Number(params.get("look"));
  return {
    grid: parseGrid(params.get("size")),
    pairType: pairTypes.some((type) => type.id === pairs)
      ? (pairs as PairType)
      : defaultSettings.pairType,
    players: params.get("players") === "2" ? 2 : 1,
    lookSeconds:
      Number.isFinite(look) && look >= 0.5 && look <= 10 ? look : defaultSettings.lookSeconds,
    showTimer: params.get("timer") !== "hide",
  };
}

export function settingsQuery(settings: Settings): string {
  return new URLSearchParams({
    size: `${settings.grid.cols}x${settings.grid.rows}`,
    pairs: settings.pairType,
    players: String(settings.players),
    look: String(settings.lookSeconds),
    timer: settings.showTimer ? "show" : "hide",
  }).toString();
}
