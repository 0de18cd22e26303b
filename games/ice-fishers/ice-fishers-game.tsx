"use client";
// Ice Fishers: catch the fish whose word matches the prompt. The view keeps the game clock, maps
// clicks, taps and keys to logic events, and speaks through a polite live region. There is no
// timer: fish swim slowly, can be stilled, and everything stops while paused.
import { PlayArea } from "@/games/kit/screen/play-area";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { prefersReducedMotion, useReducedMotion } from "@/games/kit/feedback/motion";
import { createRandom } from "@/games/kit/random/random";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { playSound } from "@/games/kit/audio/sound";
import { CatchBucket } from "./catch-bucket";
import { levelSettings, type Level } from "./data";
import { GameControls } from "./game-controls";
import { IcePond } from "./ice-pond";
import {
  CATCHES_PER_ROUND,
  advance,
  castLine,
  newRound,
  summarise,
  type IceFishersState,
  type Motion,
} from "./logic";
import { CompactStatus, FeedbackCard, PausedCard, PromptBar } from "./game-cards";
import { readOptions } from "./options";
import { setMotion } from "./movement";
import { RoundSummary } from "./round-summary";
import { useGameClock } from "./use-game-clock";
import "./ice-fishers.css";

export function IceFishersGame() {
  const [options] = useState(() => readOptions(window.location.search, prefersReducedMotion()));
  // Built from the seed inside the initialiser, so React's double render in development gives
  // the same round; later draws come from a second stream.
  const [state, setState] = useState(() =>
    newRound({ ...options, now: 0, random: createRandom(options.seed) }),
  );
  const stateRef = useRef(state);
  const [chosenSetId, setChosenSetId] = useState<string | null>(options.setId);
  const [paused, setPaused] = useState(false);
  // Escape in the pond pauses and moves focus to the pause card; Resume there brings it back.
  const [pausedFromPond, setPausedFromPond] = useState(false);
  const [pondFocusRequest, setPondFocusRequest] = useState(0);
  const [sound, setSound] = useState(true);
  const reducedMotion = useReducedMotion();
  const { announce, region } = useAnnouncer();
  const promptId = useId();

  const random = useSeededRandom({ seed: options.seed, stream: 0x5bd1e995 });
  const commit = useCallback((next: IceFishersState) => {
    if (next === stateRef.current) return;
    stateRef.current = next;
    setState(next);
  }, []);

  const animate = state.motion === "moving" || state.fish.some((f) => f.status !== "swimming");
  const clock = useGameClock(!paused && state.phase === "playing", animate, (now) =>
    commit(advance(stateRef.current, now, random)),
  );

  const startRound = (level: Level, setId: string | null) => {
    const next = newRound({
      level,
      setId,
      motion: stateRef.current.motion,
      now: clock.read(),
      random,
    });
    commit(next);
    setPaused(false);
    announce(`Level ${level}, ${levelSettings[level].title}. Catch: ${next.set.prompt}.`);
  };

  const cast = (fishId: number) => {
    const before = stateRef.current;
    const next = castLine(before, fishId, clock.read());
    if (next === before) return;
    commit(next);
    const feedback = next.feedback;
    if (!feedback) return;
    if (feedback.kind === "caught") {
      if (sound) playSound("correct");
      announce(`Caught ${feedback.word}! ${next.caught.length} of ${CATCHES_PER_ROUND}.`);
    } else {
      if (sound) playSound("miss");
      announce(`${feedback.word} swam away. ${feedback.hint ?? ""}`);
    }
  };

  const finished = state.phase === "finished";
  useEffect(() => {
    if (!finished) return;
    announce(`Bucket full! You caught ${CATCHES_PER_ROUND} fish.`);
    if (sound) playSound("success");
    void celebrateWithFallback(
      { particleCount: 120, durationMs: 1500 },
      { count: 40, removeAfterMs: 2000 },
    );
    // Only the moment the round ends matters here, not later changes to the sound toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const togglePause = () => {
    announce(paused ? "Playing again." : "Paused. The fish are waiting.");
    if (paused) setPausedFromPond(false);
    setPaused(!paused);
  };

  const toggleStill = () => {
    const motion: Motion = state.motion === "still" ? "moving" : "still";
    commit(setMotion(stateRef.current, motion, clock.read()));
    announce(motion === "still" ? "The fish keep still." : "The fish swim again.");
  };

  return (
    <div className="flex flex-col gap-4">
      {region}
      <PlayArea className="flex flex-col gap-3">
        <GameControls
          paused={paused}
          still={state.motion === "still"}
          sound={sound}
          level={state.level}
          setId={chosenSetId}
          onPause={togglePause}
          onStill={toggleStill}
          onSound={() => setSound((on) => !on)}
          onLevel={(level) => {
            setChosenSetId(null);
            startRound(level, null);
          }}
          onSet={(setId) => {
            setChosenSetId(setId);
            startRound(state.level, setId);
          }}
          onNewRound={() => startRound(state.level, chosenSetId)}
        />

        {finished ? (
          <RoundSummary
            summary={summarise(state)}
            prompt={state.set.prompt}
            onNextLevel={() => startRound(Math.min(3, state.level + 1) as Level, null)}
            onPlayAgain={() => startRound(state.level, chosenSetId)}
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
            <div className="flex flex-col gap-3">
              <PromptBar id={promptId} state={state} />
              <CompactStatus state={state} />
              <div className="relative">
                <IcePond
                  state={state}
                  now={clock.now}
                  paused={paused}
                  reducedMotion={reducedMotion}
                  onCast={cast}
                  onPause={() => {
                    if (paused) return;
                    setPausedFromPond(true);
                    togglePause();
                  }}
                  promptId={promptId}
                  focusRequest={pondFocusRequest}
                />
                {paused ? (
                  <PausedCard
                    takeFocus={pausedFromPond}
                    onResume={() => {
                      togglePause();
                      setPausedFromPond(false);
                      setPondFocusRequest((n) => n + 1);
                    }}
                  />
                ) : null}
              </div>
              <p className="text-sm text-slate-700">
                Click or tap a fish to cast your line. Keyboard: Tab to the fish, arrow keys to
                choose, Enter or Space to cast, Escape to pause.
              </p>
            </div>
            <aside className="hidden flex-col gap-3 lg:flex" aria-label="Your catch">
              <CatchBucket caught={state.caught.length} />
              <FeedbackCard state={state} />
            </aside>
          </div>
        )}
      </PlayArea>
    </div>
  );
}
