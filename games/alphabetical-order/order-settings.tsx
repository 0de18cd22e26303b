"use client";
// The settings bar: subdivision, theme, uppercase, music, sound effects, shuffle, mascot pause.
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { ModeSelect } from "@/games/kit/settings/mode-select";
import {
  CARD_FACES,
  cardFaceLabels,
  ORDER_MODES,
  orderModeLabels,
  SUBDIVISIONS,
  THEMES,
  themeInfo,
  type CardFace,
  type OrderMode,
  type Subdivision,
  type Theme,
} from "./data";

export const orderModeOptions = ORDER_MODES.map((value) => ({
  value,
  label: orderModeLabels[value],
}));
const cardFaceOptions = CARD_FACES.map((value) => ({ value, label: cardFaceLabels[value] }));

type OrderSettingsProps = {
  mode: OrderMode;
  onMode: (value: OrderMode) => void;
  face: CardFace;
  onFace: (value: CardFace) => void;
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

const selectClasses =
  "min-h-11 rounded-xl border-2 border-brand-600 bg-white px-3 font-semibold text-brand-900";

export function OrderSettings(props: OrderSettingsProps) {
  const subdivisionId = useId();
  const themeId = useId();
  return (
    <div className="bg-brand-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl p-3">
      <ModeSelect value={props.mode} options={orderModeOptions} onChange={props.onMode} />
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
      <ModeSelect
        label="Cards show"
        value={props.face}
        options={cardFaceOptions}
        onChange={props.onFace}
      />
      <label htmlFor={themeId} className="flex items-center gap-2 text-sm font-semibold">
        Theme
        <select
          id={themeId}
          value={props.theme}
          onChange={(event) => props.onTheme(event.target.value as Theme)}
          className={selectClasses}
        >
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
          <span className="sr-only">
            {" "}
            ({props.mascotName.toLowerCase()} crosses the scene now and then)
          </span>
        </Button>
      ) : null}
    </div>
  );
}
