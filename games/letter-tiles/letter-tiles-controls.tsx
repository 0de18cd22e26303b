"use client";
// Mode, tile set (level), word group, previous/next, reload, clear and the case toggle. In
// "Listen and build" the word group and stepping give way to the dictation bar below.
import type { ReactNode } from "react";
import { ModeSelect } from "@/games/kit/settings/mode-select";
import { LETTER_TILES_MODES, letterTilesModeLabels, type LetterTilesMode } from "./dictation";
import { levelLabels, levels, type Level } from "./tiles";
import { isWordGroupId, wordGroups, type WordGroupId } from "./words";
import { buttonClasses } from "@/components/ui/button";
import { useCanSpeak } from "@/games/kit/audio/speech";

const modeOptions = LETTER_TILES_MODES.map((value) => ({
  value,
  label: letterTilesModeLabels[value],
}));

type ControlsProps = {
  mode: LetterTilesMode;
  onMode: (mode: LetterTilesMode) => void;
  level: Level;
  groupId: WordGroupId;
  wordIndex: number;
  wordCount: number;
  uppercase: boolean;
  /** Whether the board holds a word to hear (the button also needs the browser's speech). */
  speakable: boolean;
  onLevel: (level: Level) => void;
  onGroup: (groupId: WordGroupId) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReload: () => void;
  onClear: () => void;
  onToggleCase: () => void;
  onSay: () => void;
};

const iconPaths = {
  previous: "M15 6l-6 6 6 6",
  next: "M9 6l6 6-6 6",
  reload: "M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6",
  clear: "M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12",
  say: "M4 10v4h4l5 4V6L8 10H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11",
};

function ControlButton({
  icon,
  children,
  ...props
}: {
  icon: keyof typeof iconPaths;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  "aria-keyshortcuts"?: string;
}) {
  return (
    <button
      type="button"
      {...props}
      className={buttonClasses(
        "secondary",
        "disabled:border-slate-300 disabled:text-slate-500",
        "compact",
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPaths[icon]} />
      </svg>
      {children}
    </button>
  );
}

/**
 * Always drawn (disabled without speech or a word) so the row never reflows. It reads the
 * browser's speech itself, so only this button renders again once the page runs.
 */
function HearBoardButton({ speakable, onSay }: { speakable: boolean; onSay: () => void }) {
  const canSpeak = useCanSpeak();
  return (
    <ControlButton
      icon="say"
      onClick={onSay}
      disabled={!(canSpeak && speakable)}
      aria-keyshortcuts="H"
    >
      Hear the board
      <kbd
        aria-hidden="true"
        className="rounded border border-slate-400 px-1 text-xs font-semibold text-slate-700"
      >
        H
      </kbd>
    </ControlButton>
  );
}

export function LetterTilesControls(props: ControlsProps) {
  const { level, groupId, wordIndex, wordCount, uppercase } = props;
  const hasWords = wordCount > 0;
  const free = props.mode === "free";
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <ModeSelect value={props.mode} options={modeOptions} onChange={props.onMode} />
      <div role="group" aria-labelledby="tile-set-label" className="flex items-center gap-2">
        <span id="tile-set-label" className="text-sm font-semibold text-slate-700">
          Tile set
        </span>
        <div className="border-brand-600 inline-flex rounded-full border-2 bg-white p-0.5">
          {levels.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === level}
              onClick={() => props.onLevel(l)}
              className={`min-h-10 rounded-full px-3 text-sm font-semibold ${l === level ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
            >
              {levelLabels[l]}
            </button>
          ))}
        </div>
      </div>
      {free ? (
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <span>Word group</span>
          <select
            value={groupId}
            onChange={(event) =>
              isWordGroupId(event.target.value) && props.onGroup(event.target.value)
            }
            className="border-brand-600 text-ink min-h-11 rounded-xl border-2 bg-white px-3 text-base font-medium"
          >
            {wordGroups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {free ? (
          <>
            <ControlButton icon="previous" onClick={props.onPrevious} disabled={!hasWords}>
              Previous<span className="sr-only"> word</span>
            </ControlButton>
            <span
              className="min-w-24 text-center text-sm font-medium text-slate-700"
              aria-live="off"
              data-testid="word-position"
            >
              {hasWords ? `Word ${wordIndex + 1} of ${wordCount}` : "No word group"}
            </span>
            <ControlButton icon="next" onClick={props.onNext} disabled={!hasWords}>
              Next<span className="sr-only"> word</span>
            </ControlButton>
            <ControlButton icon="reload" onClick={props.onReload} disabled={!hasWords}>
              Reload<span className="sr-only"> word</span>
            </ControlButton>
            <HearBoardButton speakable={props.speakable} onSay={props.onSay} />
          </>
        ) : null}
        <ControlButton icon="clear" onClick={props.onClear}>
          Clear<span className="sr-only"> board</span>
        </ControlButton>
        <button
          type="button"
          aria-pressed={uppercase}
          onClick={props.onToggleCase}
          className={`border-brand-600 inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-3.5 text-sm font-semibold ${uppercase ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50 bg-white"}`}
        >
          <span aria-hidden="true" className="text-base">
            {uppercase ? "A" : "a"}
          </span>
          Capital letters
        </button>
      </div>
    </div>
  );
}
