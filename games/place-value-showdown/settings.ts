// Game settings, read from and written to the address so the teacher portal (and a tutor) can
// link straight to a configured game: ?level=3&goal=greater&target=5&mode=computer&deal=one.

export type Goal = "greater" | "smaller";
export type GoalSetting = Goal | "mix";
export type Mode = "computer" | "players";
/** "one": each card is drawn and placed before the next is seen; "hand": all cards face up. */
export type Deal = "one" | "hand";
export type Places = 2 | 3 | 4;

export type Settings = {
  places: Places;
  goal: GoalSetting;
  target: number;
  mode: Mode;
  deal: Deal;
};

export const defaultSettings: Settings = {
  places: 3,
  goal: "greater",
  target: 5,
  mode: "computer",
  deal: "one",
};

export const targetChoices = [3, 5, 7, 10] as const;
export const maxTarget = 10;
/** Every allowed value, shared by the address parser here and the saved-activity schema. */
export const placesChoices = [2, 3, 4] as const satisfies readonly Places[];
export const goalChoices = ["greater", "smaller", "mix"] as const satisfies readonly GoalSetting[];
export const modeChoices = ["computer", "players"] as const satisfies readonly Mode[];
export const dealChoices = ["one", "hand"] as const satisfies readonly Deal[];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseSettings(search: string): Settings {
  const params = new URLSearchParams(search);
  const level = Number.parseInt(params.get("level") ?? "", 10);
  const target = Number.parseInt(params.get("target") ?? "", 10);
  return {
    places: placesChoices.find((places) => places === level) ?? defaultSettings.places,
    goal: oneOf(params.get("goal"), goalChoices, defaultSettings.goal),
    target:
      Number.isFinite(target) && target >= 1 ? Math.min(target, maxTarget) : defaultSettings.target,
    mode: oneOf(params.get("mode"), modeChoices, defaultSettings.mode),
    deal: oneOf(params.get("deal"), dealChoices, defaultSettings.deal),
  };
}

/** The query string for these settings (no seed: every shared game gets fresh cards). */
export function settingsQuery(settings: Settings): string {
  const params = new URLSearchParams({
    level: String(settings.places),
    goal: settings.goal,
    target: String(settings.target),
    mode: settings.mode,
    deal: settings.deal,
  });
  return params.toString();
}
