"use client";
// Alphabetical Order: put letter groups into their slots across a themed scene. The view renders
// logic.ts state, runs the clock (countdown, wrong flash, mascots) and plays sounds.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { HearLetterSound } from "@/games/kit/audio/hear-word";
import { PlayArea } from "@/games/kit/screen/play-area";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { celebrateWithFallback } from "@/games/kit/feedback/celebration";
import { useReducedMotion } from "@/games/kit/feedback/motion";
import { playSound, startMusicLoop, type SoundName } from "@/games/kit/audio/sound";
import { useLatestState, useTicker } from "@/games/kit/timing/use-game-loop";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import {
  CONFETTI,
  DEFAULT_SUBDIVISION,
  DEFAULT_THEME,
  FALLBACK_CONFETTI,
  MUSIC_VOLUME,
  themeInfo,
  type Subdivision,
  type Theme,
} from "./data";
import {
  DEFAULT_CARD_FACE,
  DEFAULT_ORDER_MODE,
  ORDER_MODES,
  type CardFace,
  type OrderMode,
} from "./data";
import { modeFromLocation, rememberMode } from "@/games/kit/settings/game-mode";
import { OrderLearningModes } from "./order-learning-modes";
import { describeGroup } from "./groups";
import {
  clearSelection,
  countdownNumber,
  groupById,
  newRound,
  placeInSlot,
  selectCard,
  tick,
} from "./logic";
import {
  advanceMascots,
  mascotDuration,
  mascotVisible,
  pauseMascots,
  resumeMascots,
  startMascots,
} from "./mascot";
import { CrossingMascot } from "./crossing-mascot";
import { OrderBoard } from "./order-board";
import { OrderSettings } from "./order-settings";
import { ThemeBackdrop } from "./theme-backdrop";

export function AlphabeticalOrderGame() {
  const random = useSeededRandom();
  // A separate stream for mascot timing, so mascots never change the shuffles a seed gives.
  const mascotRandom = useSeededRandom({ stream: 0x5bd1e995 });
  const [game, update, gameRef] = useLatestState(() =>
    newRound(DEFAULT_SUBDIVISION, random, Date.now()),
  );
  const [mascots, updateMascots] = useLatestState(() => startMascots(mascotRandom, Date.now()));
  const [clock, setClock] = useState(0);
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);
  const [uppercase, setUppercase] = useState(true);
  const [music, setMusic] = useState(false);
  const [sfx, setSfx] = useState(true);
  const [mode, setMode] = useState<OrderMode>(() =>
    modeFromLocation(window.location.search, ORDER_MODES, DEFAULT_ORDER_MODE),
  );
  const [face, setFace] = useState<CardFace>(DEFAULT_CARD_FACE);
  const reducedMotion = useReducedMotion();
  const { announce, region } = useAnnouncer();
  const announcedCount = useRef<number | null>(null);
  const playAgainButton = useRef<HTMLButtonElement>(null);

  const sound = (name: SoundName) => {
    if (sfx) playSound(name, 0.2);
  };

  const onTick = useCallback(
    (now: number) => {
      const before = gameRef.current;
      const after = update((s) => tick(s, now));
      // Re-render on every tick only while the countdown overlay needs it.
      if (before.status === "countdown") setClock(now);
      const shown = countdownNumber(after, now);
      if (shown !== null && shown !== announcedCount.current) {
        announcedCount.current = shown;
        announce(`Get ready: ${shown}`);
      } else if (before.status === "countdown" && after.status === "playing") {
        announcedCount.current = null;
        announce("Go! Choose a card, then its slot.");
      }
      updateMascots((m) => advanceMascots(m, mascotRandom, theme, now));
    },
    [announce, gameRef, mascotRandom, theme, update, updateMascots],
  );
  useTicker(mode === "groups", onTick, 100);

  useEffect(() => {
    if (!music) return;
    return startMusicLoop(MUSIC_VOLUME);
  }, [music]);

  useEffect(() => {
    if (game.status === "complete") playAgainButton.current?.focus();
  }, [game.status]);

  const restartRound = (subdivision: Subdivision) => {
    announcedCount.current = null;
    update(() => newRound(subdivision, random, Date.now()));
  };

  const onSelect = (groupId: string) => {
    const next = update((s) => selectCard(s, groupId, Date.now()));
    const group = next.groups.find((g) => g.id === groupId);
    if (next.status !== "playing" || !group) return false;
    if (next.selectedId === groupId) {
      sound("pop");
      announce(`${describeGroup(group, uppercase)} selected. Choose its slot.`);
      return true;
    }
    announce(`${describeGroup(group, uppercase)} put back.`);
    return false;
  };

  const onPlace = (slot: number) => {
    const { state, outcome } = placeInSlot(gameRef.current, slot, Date.now());
    update(() => state);
    if (outcome.kind === "correct") {
      sound(outcome.complete ? "success" : "correct");
      if (outcome.complete) {
        void celebrateWithFallback(CONFETTI, FALLBACK_CONFETTI);
        announce("Great job! Everything is in order.");
      } else {
        announce(`Yes! ${describeGroup(outcome.group, uppercase)} goes in slot ${slot + 1}.`);
      }
    } else if (outcome.kind === "wrong") {
      sound("miss");
      announce(`Not slot ${slot + 1}. Try another slot.`);
    } else if (outcome.kind === "no-card") {
      announce("Choose a card first.");
    }
    return outcome;
  };

  const togglePause = () => {
    const now = Date.now();
    updateMascots((m) => (m.pausedAt === null ? pauseMascots(m, now) : resumeMascots(m, now)));
  };

  const chooseMode = (next: OrderMode) => {
    setMode(next);
    rememberMode(next, DEFAULT_ORDER_MODE);
    // Back to letter groups starts a fresh round with its countdown.
    if (next === "groups") restartRound(game.subdivision);
  };

  const count = countdownNumber(game, clock);
  const info = themeInfo[theme];
  // The chosen card's first letter decides its slot, so that is the letter heard (its sound, in
  // the practice's recording only: a voice says a lone letter differently on every device).
  const chosenLetter = game.selectedId ? groupById(game, game.selectedId)?.letters[0] : undefined;

  if (mode !== "groups") {
    const shared = {
      uppercase,
      onUppercase: setUppercase,
      music,
      onMusic: setMusic,
      sfx,
      onSfx: setSfx,
    };
    return <OrderLearningModes mode={mode} onMode={chooseMode} random={random} {...shared} />;
  }

  return (
    <div className="space-y-3">
      <OrderSettings
        mode={mode}
        onMode={chooseMode}
        face={face}
        onFace={setFace}
        subdivision={game.subdivision}
        onSubdivision={restartRound}
        theme={theme}
        onTheme={setTheme}
        uppercase={uppercase}
        onUppercase={setUppercase}
        music={music}
        onMusic={setMusic}
        sfx={sfx}
        onSfx={setSfx}
        onShuffle={() => restartRound(game.subdivision)}
        mascotPaused={reducedMotion ? null : mascots.pausedAt !== null}
        onToggleMascot={togglePause}
        mascotName={info.mascotName}
      />
      <PlayArea className="space-y-3">
        <div
          className="border-brand-100 relative isolate overflow-hidden rounded-3xl border-2 p-3 pt-20 pb-20 sm:p-5 sm:pt-24 sm:pb-24"
          data-theme={theme}
        >
          <ThemeBackdrop theme={theme} />
          {chosenLetter ? (
            <div className="absolute top-3 right-3 z-10">
              <HearLetterSound
                key={chosenLetter}
                text={chosenLetter}
                label={`Hear the sound of ${uppercase ? chosenLetter.toUpperCase() : chosenLetter}`}
                hotkey={HEAR_KEY}
              />
            </div>
          ) : null}
          {!reducedMotion && mascotVisible(mascots) ? (
            <CrossingMascot
              key={mascots.appearances}
              mascot={info.mascot}
              durationMs={mascotDuration(theme)}
              paused={mascots.pausedAt !== null}
            />
          ) : null}
          <div className="relative">
            <OrderBoard
              state={game}
              uppercase={uppercase}
              face={face}
              locked={game.status !== "playing"}
              onSelect={onSelect}
              onPlace={onPlace}
              onCancel={() => update(clearSelection)}
            />
            {count !== null ? (
              <div
                aria-hidden="true"
                className="bg-brand-950/40 absolute inset-0 flex items-center justify-center rounded-3xl"
                data-testid="countdown"
              >
                <span className="border-sun-400 text-brand-900 flex h-32 w-32 items-center justify-center rounded-full border-8 bg-white text-7xl font-bold shadow-xl">
                  {count}
                </span>
              </div>
            ) : null}
          </div>
        </div>
        {game.status === "complete" ? (
          <div
            className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border-2 border-emerald-700 bg-emerald-50 p-4"
            data-testid="order-complete"
          >
            <p className="flex items-center gap-3 text-xl font-bold text-emerald-950">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="text-sun-500 h-10 w-10 shrink-0"
              >
                <path
                  fill="currentColor"
                  stroke="#92400e"
                  strokeWidth="1"
                  d="m12 2 3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21.1l1.5-7L2 9.3l7-.8z"
                />
              </svg>
              Great job! Everything is in order.
            </p>
            <Button
              ref={playAgainButton}
              variant="sun"
              onClick={() => restartRound(game.subdivision)}
            >
              Play Again
            </Button>
          </div>
        ) : null}
      </PlayArea>
      {region}
    </div>
  );
}
