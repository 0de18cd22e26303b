"use client";
// Whack-a-Mole: the view. A wall clock (performance.now) drives the pure round logic; pausing
// freezes the round's own clock. Feedback is kind: a wrong whack shows "Oops" and the rule.
import { PlayArea, showPlayArea } from "@/games/kit/screen/play-area";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "../kit/feedback/announcer";
import { celebrateWithFallback } from "../kit/feedback/celebration";
import { useSeededRandom } from "../kit/random/use-seeded-random";
import { playSound } from "../kit/audio/sound";
import { Board } from "./board";
import { CustomListDialog } from "./custom-list-dialog";
import {
  endRound,
  holeForKey,
  keyForHole,
  newRound,
  pauseRound,
  resumeRound,
  startRound,
  tick,
  timeLeftMs,
  whack,
  type RoundState,
} from "./logic";
import { parseSettings, roundLengthMs, settingsQuery, type Settings } from "./settings";
import { ReadyPanel } from "./ready-panel";
import { SetupPanel } from "./setup-panel";
import { RoundSummary } from "./summary";
import { PlayBar } from "./play-bar";

type Feedback = { tone: "good" | "oops"; text: string } | null;

/** A tutor's saved activity: its own words, speed, length and seed; the finished round goes back to it. */
export type ActivityRun = {
  settings: Settings;
  seed: number;
  onFinish: (round: RoundState) => void;
};

export function WhackAMoleGame({ activity }: { activity?: ActivityRun } = {}) {
  const random = useSeededRandom({ seed: activity?.seed });
  const [initial] = useState(() =>
    activity
      ? { settings: activity.settings, problem: null }
      : parseSettings(window.location.search),
  );
  const [settings, setSettings] = useState<Settings>(initial.settings);
  const [round, setRound] = useState<RoundState>(() =>
    newRound(initial.settings.pool, initial.settings.speed, roundLengthMs(initial.settings)),
  );
  const roundRef = useRef(round);
  const [now, setNow] = useState(0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [customOpen, setCustomOpen] = useState(0);
  const [sound, setSound] = useState(true);
  const { announce, region } = useAnnouncer();
  const lastMilestone = useRef<number | null>(null);
  const onFinish = activity?.onFinish;

  const commit = useCallback(
    (next: RoundState) => {
      if (next === roundRef.current) return;
      const before = roundRef.current;
      roundRef.current = next;
      setRound(next);
      const popped = next.moles.filter((mole) => !before.moles.some((m) => m.id === mole.id));
      for (const mole of popped) announce(`${mole.word}, hole ${keyForHole(mole.hole)}`);
      if (next.status === "over" && before.status !== "over") {
        announce(
          `${next.lengthMs !== null && next.time >= next.lengthMs ? "Time's up!" : "Round over."} You whacked ${next.hits.length}.`,
        );
        if (next.hits.length > 0)
          void celebrateWithFallback({ particleCount: 80 }, { count: 40, removeAfterMs: 2000 });
        onFinish?.(next);
      }
    },
    [announce, onFinish],
  );

  // The round's heartbeat: ten ticks a second while playing.
  useEffect(() => {
    if (round.status !== "playing") return;
    const timer = window.setInterval(() => {
      const at = performance.now();
      setNow(at);
      const current = roundRef.current;
      commit(tick(current, at, random));
      const left = timeLeftMs(current, at);
      const seconds = left === null ? null : Math.ceil(left / 1000);
      if (
        seconds !== null &&
        (seconds === 30 || seconds === 10) &&
        lastMilestone.current !== seconds &&
        current.lengthMs! > seconds * 1000
      ) {
        lastMilestone.current = seconds;
        announce(`${seconds} seconds left`);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [round.status, commit, random, announce]);

  const togglePause = useCallback(() => {
    const at = performance.now();
    const current = roundRef.current;
    if (current.status === "playing") {
      commit(pauseRound(current, at));
      announce("Paused");
    } else if (current.status === "paused") {
      commit(resumeRound(current, at));
      announce("Playing");
    }
  }, [commit, announce]);

  const onWhack = useCallback(
    (hole: number) => {
      const { state, outcome } = whack(roundRef.current, hole, performance.now());
      commit(state);
      if (outcome.kind === "hit") {
        setFeedback({ tone: "good", text: `Yes! “${outcome.mole.word}” fits.` });
        announce(`Yes! ${outcome.mole.word}. ${state.hits.length} whacked.`);
        if (sound) playSound("correct", 0.2);
      } else if (outcome.kind === "oops") {
        const text = `Oops! “${outcome.mole.word}” is not one of them. ${state.pool.hint}`;
        setFeedback({ tone: "oops", text });
        announce(text); // no buzzer: a wrong whack is a chance to learn, not a punishment
      }
    },
    [commit, announce, sound],
  );

  // Number keys whack holes (numpad layout); P or Escape pauses. Not while typing in a field.
  useEffect(() => {
    if (round.status !== "playing" && round.status !== "paused") return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        (event.target as HTMLElement).closest("input, textarea, select, dialog")
      )
        return;
      // Pause keys only mean something during a round; before it, Escape leaves present mode.
      const inRound = roundRef.current.status === "playing" || roundRef.current.status === "paused";
      if (inRound && (event.key === "p" || event.key === "P" || event.key === "Escape")) {
        event.preventDefault();
        togglePause();
        return;
      }
      const hole = holeForKey(event.key);
      if (hole !== null && roundRef.current.status === "playing") {
        event.preventDefault();
        onWhack(hole);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [round.status, togglePause, onWhack]);

  // A hidden tab pauses the moles, so nothing is missed while away.
  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden && roundRef.current.status === "playing") togglePause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [togglePause]);

  const changeSettings = (next: Settings) => {
    setSettings(next);
    const seed = new URLSearchParams(window.location.search).get("seed");
    const seconds = next.customSeconds === null ? "" : `&seconds=${next.customSeconds}`;
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}?${settingsQuery(next)}${seconds}${seed ? `&seed=${seed}` : ""}`,
    );
    commit(newRound(next.pool, next.speed, roundLengthMs(next)));
  };

  const start = () => {
    const at = performance.now();
    lastMilestone.current = null;
    setFeedback(null);
    setNow(at);
    const fresh = newRound(settings.pool, settings.speed, roundLengthMs(settings));
    commit(startRound(fresh, at));
    showPlayArea();
    announce(`Go! Whack: ${settings.pool.prompt}. Number keys 1 to 9 whack the holes.`);
  };

  const timedOut = round.lengthMs !== null && round.time >= round.lengthMs;

  return (
    <div className="flex flex-col gap-4">
      {initial.problem && round.status === "ready" ? (
        <p
          role="alert"
          data-testid="list-problem"
          className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-950"
        >
          {initial.problem} Playing “{settings.pool.prompt}” instead.
        </p>
      ) : null}

      <PlayArea>
        {round.status === "ready" && activity ? (
          <ReadyPanel
            prompt={settings.pool.prompt}
            speed={settings.speed}
            seconds={round.lengthMs === null ? null : round.lengthMs / 1000}
            onStart={start}
          />
        ) : round.status === "ready" ? (
          <SetupPanel
            settings={settings}
            onChange={changeSettings}
            onCustom={() => setCustomOpen((n) => n + 1)}
            onStart={start}
          />
        ) : round.status === "over" ? (
          <RoundSummary
            round={round}
            timedOut={timedOut}
            onAgain={start}
            onSettings={() =>
              commit(newRound(settings.pool, settings.speed, roundLengthMs(settings)))
            }
          />
        ) : (
          <div className="flex flex-col gap-3">
            <PlayBar
              round={round}
              now={now}
              sound={sound}
              onSound={setSound}
              onPause={togglePause}
              onEnd={() => commit(endRound(roundRef.current, performance.now()))}
            />
            <p
              data-testid="feedback"
              className={`flex min-h-14 items-center justify-center rounded-2xl px-4 py-2 text-center text-lg ${
                feedback?.tone === "oops"
                  ? "border-2 border-amber-500 bg-amber-50 text-amber-950"
                  : feedback
                    ? "border-2 border-emerald-600 bg-emerald-50 text-emerald-950"
                    : "text-slate-700"
              }`}
            >
              {feedback?.text ?? "Whack the moles that fit. Let the others go."}
            </p>
            <div className="relative">
              <Board moles={round.moles} disabled={round.status !== "playing"} onWhack={onWhack} />
              {round.status === "paused" ? (
                <div
                  data-testid="paused"
                  className="bg-brand-950/70 absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-[2rem] text-white"
                >
                  <p className="text-3xl font-bold">Paused</p>
                  <Button variant="sun" onClick={togglePause}>
                    Resume
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        )}
      </PlayArea>

      {customOpen > 0 ? (
        <CustomListDialog
          key={customOpen}
          open
          settings={settings}
          onClose={() => setCustomOpen(0)}
          onUse={(pool) => {
            changeSettings({ ...settings, pool });
            setCustomOpen(0);
          }}
        />
      ) : null}
      {region}
    </div>
  );
}
