"use client";
// The game's own toolbar: pause, still fish, sound, level, what to catch, and a new round. The
// on/off settings are the kit's switches (knob and On/Off word, not colour alone).
import { useId } from "react";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { LEVELS, levelSettings, setsForLevel, type Level } from "./data";

type GameControlsProps = {
  paused: boolean;
  still: boolean;
  sound: boolean;
  level: Level;
  setId: string | null;
  onPause: () => void;
  onStill: () => void;
  onSound: () => void;
  onLevel: (level: Level) => void;
  onSet: (setId: string | null) => void;
  onNewRound: () => void;
};

const toggle = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-semibold ${
    on
      ? "border-brand-800 bg-brand-800 text-white"
      : "border-brand-300 bg-white text-brand-900 hover:bg-brand-50"
  }`;

export function GameControls(props: GameControlsProps) {
  const levelId = useId();
  const setSelectId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-3xl bg-white px-3 py-2 shadow-sm">
      {/* The label says what the button does next; aria-pressed would contradict a changing label. */}
      <button type="button" className={toggle(props.paused)} onClick={props.onPause}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          {props.paused ? <path d="M7 5l12 7-12 7z" /> : <path d="M6 5h4v14H6zM14 5h4v14h-4z" />}
        </svg>
        {props.paused ? "Resume" : "Pause"}
      </button>
      <ToggleSwitch label="Still fish" checked={props.still} onChange={props.onStill} />
      <ToggleSwitch label="Sound" checked={props.sound} onChange={props.onSound} />
      <div className="flex items-center gap-2">
        <label htmlFor={levelId} className="text-sm font-semibold text-slate-700">
          Level
        </label>
        <select
          id={levelId}
          value={props.level}
          onChange={(event) => props.onLevel(Number(event.currentTarget.value) as Level)}
          className="border-brand-200 text-ink min-h-11 rounded-xl border-2 bg-white px-3 font-semibold"
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}: {levelSettings[level].title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={setSelectId} className="text-sm font-semibold text-slate-700">
          Catch
        </label>
        <select
          id={setSelectId}
          value={props.setId ?? ""}
          onChange={(event) => props.onSet(event.currentTarget.value || null)}
          className="border-brand-200 text-ink min-h-11 rounded-xl border-2 bg-white px-3 font-semibold"
        >
          <option value="">Surprise me</option>
          {setsForLevel(props.level).map((set) => (
            <option key={set.id} value={set.id}>
              {set.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={toggle(false)} onClick={props.onNewRound}>
        New round
      </button>
    </div>
  );
}
