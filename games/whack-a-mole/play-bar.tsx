"use client";
// During a round: the prompt (with read-aloud), the score, the clock, pause and end.
import { Button } from "@/components/ui/button";
import { HearTarget } from "../phonics-words/hear-target";
import { spokenPhonicsPrompt } from "../phonics-words/target-sound";
import { ToggleSwitch } from "../kit/settings/toggle-switch";
import { timeLeftMs, type RoundState } from "./logic";

type PlayBarProps = {
  round: RoundState;
  now: number;
  sound: boolean;
  onSound: (on: boolean) => void;
  onPause: () => void;
  onEnd: () => void;
};

function formatTime(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function PlayBar({ round, now, sound, onSound, onPause, onEnd }: PlayBarProps) {
  const left = timeLeftMs(round, now || round.startedAt);
  const paused = round.status === "paused";
  return (
    <div className="bg-brand-900 flex flex-col gap-3 rounded-3xl p-3 text-white sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-xl font-bold sm:text-2xl" data-testid="prompt">
          <span className="text-sun-300">Whack:</span> {round.pool.prompt}
        </p>
        <HearTarget set={round.pool} spoken={spokenPhonicsPrompt("Whack", round.pool.prompt)} />
        <div className="flex items-center gap-3 text-lg">
          <span className="rounded-full bg-white/15 px-3 py-1" data-testid="score">
            Whacked: <strong>{round.hits.length}</strong>
          </span>
          <span className="rounded-full bg-white/15 px-3 py-1 tabular-nums" data-testid="time-left">
            {left === null ? "No timer" : `Time ${formatTime(left)}`}
          </span>
        </div>
      </div>
      {left !== null && round.lengthMs ? (
        <div className="h-2 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
          <div
            className="bg-sun-400 h-full rounded-full"
            style={{ width: `${(left / round.lengthMs) * 100}%` }}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="sun" onClick={onPause} aria-keyshortcuts="P">
          {paused ? "Resume" : "Pause"}
        </Button>
        <Button variant="secondary" onClick={onEnd}>
          End round
        </Button>
        <span className="rounded-full bg-white pr-1">
          <ToggleSwitch label="Sound" checked={sound} onChange={onSound} />
        </span>
      </div>
    </div>
  );
}
