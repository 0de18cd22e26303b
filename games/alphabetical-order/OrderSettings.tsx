"use client";
// The settings bar: subdivision, theme, uppercase, music, sound effects, shuffle, mascot pause.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ToggleSwitch } from "@/games/kit/toggle-switch";
import { SUBDIVISIONS, THEMES, themeInfo, type Subdivision, type Theme } from "./data";

type OrderSettingsProps = {
  subdivision: Subdivision;
  onSubdivision: (value: Subdivision) => void;
  theme: Theme;
  onTheme: (value: Theme) => void;
  uppercase: boolean;
  onUppercase: (value: boolean) => void;
  music: boolean;
  onMusic: (value: boolean) => void;
  sfx: boolean;
  onSfx: (value: boolean) => void;
  onShuffle: () => void;
  /** null when motion is reduced: no mascot, so nothing to pause. */
  mascotPaused: boolean | null;
  onToggleMascot: () => void;
  mascotName: string;
};

const selectClasses = "min-h-11 rounded-xl border-2 border-brand-600 bg-white px-3 font-semibold text-brand-900";

export function OrderSettings(props: OrderSettingsProps) {
  const subdivisionId = useId();
  const themeId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl bg-brand-50 p-3">
      <label htmlFor={subdivisionId} className="flex items-center gap-2 text-sm font-semibold">
        Subdivision
        <select
          id={subdivisionId}
          value={props.subdivision}
          onChange={(event) => props.onSubdivision(Number(event.target.value) as Subdivision)}
          className={selectClasses}
        >
          {SUBDIVISIONS.map((n) => (
            <option key={n} value={n}>
              1/{n} ({n === 1 ? "1 group" : `${n} groups`})
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={themeId} className="flex items-center gap-2 text-sm font-semibold">
        Theme
        <select id={themeId} value={props.theme} onChange={(event) => props.onTheme(event.target.value as Theme)} className={selectClasses}>
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {themeInfo[theme].label}
            </option>
          ))}
        </select>
      </label>
      <ToggleSwitch label="Uppercase" checked={props.uppercase} onChange={props.onUppercase} />
      <ToggleSwitch label="Music" checked={props.music} onChange={props.onMusic} />
      <ToggleSwitch label="Sound effects" checked={props.sfx} onChange={props.onSfx} />
      <Button variant="secondary" onClick={props.onShuffle}>
        Shuffle
      </Button>
      {props.mascotPaused !== null ? (
        <Button variant="ghost" onClick={props.onToggleMascot}>
          {props.mascotPaused ? "Resume mascot" : "Pause mascot"}
          <span className="sr-only"> ({props.mascotName.toLowerCase()} crosses the scene now and then)</span>
        </Button>
      ) : null}
    </div>
  );
}
