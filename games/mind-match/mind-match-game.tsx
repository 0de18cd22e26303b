"use client";
// Mind Match: the view. performance.now() is the clock handed to the pure logic; the only
// timed thing is turning a non-matching pair back, after the look time the tutor chose.
import { PlayArea } from "@/games/kit/screen/play-area";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAnnouncer } from "../kit/feedback/announcer";
import { celebrateWithFallback } from "../kit/feedback/celebration";
import { useSeededRandom } from "../kit/random/use-seeded-random";
import { playSound } from "../kit/audio/sound";
import { ToggleSwitch } from "../kit/settings/toggle-switch";
import { speak, useCanSpeak } from "../kit/audio/speech";
import { NoVoiceMessage } from "../kit/audio/hear-button";
import { CardGrid } from "./card-grid";
import { HearCard } from "./hear-card";
import { describeFace } from "./decks";
import { elapsedMs, flip, newGame, pairsFound, tick, winner, type MemoryState } from "./logic";
import { parseSettings, settingsQuery, type Settings } from "./settings";
import { SetupDialog } from "./setup-dialog";
import { WinSummary, formatDuration } from "./win-summary";

const gameFor = (settings: Settings, random: () => number) =>
  newGame(
    {
      grid: settings.grid,
      pairType: settings.pairType,
      players: settings.players,
      flipBackDelayMs: settings.lookSeconds * 1000,
    },
    random,
  );

export function MindMatchGame() {
  const random = useSeededRandom();
  const [initial] = useState(() => {
    const settings = parseSettings(window.location.search);
    return { settings, game: gameFor(settings, random) };
  });
  const [settings, setSettings] = useState(initial.settings);
  const [state, setState] = useState<MemoryState>(initial.game);
  const [now, setNow] = useState(0);
  const [setupOpen, setSetupOpen] = useState(0);
  // The card turned last, which "Hear the card" (and H) reads.
  const [lastTurned, setLastTurned] = useState<number | null>(null);
  const [sound, setSound] = useState(true);
  const [readAloud, setReadAloud] = useState(false);
  const { announce, region } = useAnnouncer();
  const stateRef = useRef(state);

  const commit = (next: MemoryState) => {
    stateRef.current = next;
    setState(next);
  };

  // Turn a shown mismatch back when its look time is over.
  useEffect(() => {
    if (state.flipBackAt === null) return;
    const timer = window.setTimeout(
      () => {
        const next = tick(stateRef.current, performance.now(), true);
        commit(next);
        if (next.players === 2) announce(`Player ${next.turn + 1}'s turn.`);
      },
      Math.max(0, state.flipBackAt - performance.now()),
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.flipBackAt]);

  // The visible clock, once a second while a game is under way.
  useEffect(() => {
    if (!settings.showTimer || state.startedAt === null || state.status === "won") return;
    const timer = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(timer);
  }, [settings.showTimer, state.startedAt, state.status]);

  const onFlip = (index: number) => {
    const before = stateRef.current;
    const at = performance.now();
    const next = flip(before, index, at);
    if (next === before) return;
    commit(next);
    setNow(at);
    setLastTurned(index);
    const card = next.cards[index]!;
    // Words and pictures can be heard; single letters are not (synthetic letter sounds mislead).
    if (readAloud && card.face.kind === "word") speak(card.face.text);
    if (readAloud && card.face.kind === "picture") speak(card.face.picture);
    const who = next.players === 2 ? `Player ${before.turn + 1}` : "You";
    if (next.moves > before.moves && next.scores[before.turn] > before.scores[before.turn]) {
      const pair = next.cards
        .filter((c) => c.pairId === card.pairId)
        .map((c) => describeFace(c.face));
      if (sound) playSound("correct", 0.2);
      if (next.status === "won") {
        const result = winner(next);
        const end =
          next.players === 1
            ? `All pairs found in ${next.moves} moves.`
            : result === "tie"
              ? "It's a tie!"
              : `Player ${result! + 1} wins!`;
        announce(`A pair: ${pair.join(" and ")}. ${end}`);
        if (sound) playSound("success");
        void celebrateWithFallback(
          { particleCount: 150, durationMs: 1500 },
          { count: 60, removeAfterMs: 2500 },
        );
      } else {
        announce(
          `A pair: ${pair.join(" and ")}. ${who} ${next.players === 2 ? "goes" : "go"} again. ${pairsFound(next)} of ${next.cards.length / 2} pairs found.`,
        );
      }
    } else if (next.flipBackAt !== null) {
      announce(`${describeFace(card.face)}. Not a pair.`);
    } else {
      announce(describeFace(card.face));
      if (sound) playSound("pop", 0.12);
    }
  };

  // The address always shows the current setup (a tutor can bookmark it); a test's seed is kept.
  const rememberSettings = (nextSettings: Settings) => {
    setSettings(nextSettings);
    const seed = new URLSearchParams(window.location.search).get("seed");
    window.history.replaceState(
      null,
      "",
      `${window.location.pathname}?${settingsQuery(nextSettings)}${seed ? `&seed=${seed}` : ""}`,
    );
  };

  const restart = (nextSettings: Settings) => {
    rememberSettings(nextSettings);
    commit(gameFor(nextSettings, random));
    setLastTurned(null);
    setSetupOpen(0);
    announce("New game. All cards are face down.");
  };

  const toggleTimer = (showTimer: boolean) => rememberSettings({ ...settings, showTimer });

  return (
    <div className="flex flex-col gap-4">
      <PlayArea className="flex flex-col gap-3">
        <div className="bg-brand-900 flex flex-wrap items-center justify-between gap-3 rounded-3xl px-4 py-3 text-white">
          <div className="flex flex-wrap items-center gap-2 text-lg" data-testid="status">
            {state.players === 2 ? (
              ([0, 1] as const).map((p) => (
                <span
                  key={p}
                  data-testid={`player-${p + 1}-score`}
                  className={`rounded-full px-3 py-1 ${state.turn === p && state.status === "playing" ? "bg-sun-400 text-brand-950 font-bold" : "bg-white/15"}`}
                >
                  {state.turn === p && state.status === "playing" ? (
                    <svg
                      viewBox="0 0 12 12"
                      className="mr-1 inline h-3 w-3 align-baseline"
                      aria-hidden="true"
                    >
                      <path d="M2 1l9 5-9 5z" fill="currentColor" />
                    </svg>
                  ) : null}
                  Player {p + 1}: {state.scores[p]}
                </span>
              ))
            ) : (
              <span className="rounded-full bg-white/15 px-3 py-1">
                Pairs: {pairsFound(state)} of {state.cards.length / 2}
              </span>
            )}
            <span className="rounded-full bg-white/15 px-3 py-1" data-testid="moves">
              Moves: {state.moves}
            </span>
            {settings.showTimer ? (
              <span className="rounded-full bg-white/15 px-3 py-1 tabular-nums">
                Time {formatDuration(elapsedMs(state, now))}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <HearCard
              card={
                lastTurned !== null &&
                (state.faceUp.includes(lastTurned) || state.matchedBy[lastTurned] !== null)
                  ? state.cards[lastTurned]
                  : undefined
              }
            />
            <Button variant="sun" onClick={() => setSetupOpen((n) => n + 1)}>
              Setup
            </Button>
          </div>
        </div>
        {state.players === 2 && state.status === "playing" ? (
          <p className="text-brand-900 text-center text-lg" data-testid="turn">
            <strong>Player {state.turn + 1}&apos;s turn.</strong> Find a pair to go again.
          </p>
        ) : null}

        {state.status === "won" ? (
          <WinSummary
            state={state}
            showTimer={settings.showTimer}
            onAgain={() => restart(settings)}
          />
        ) : null}
        <CardGrid state={state} onFlip={onFlip} />
      </PlayArea>

      {/* The switches sit below the board, so the bar above it stays one line with the hear
          button in it on a short laptop screen. */}
      <div className="bg-brand-50 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl p-3">
        <ToggleSwitch label="Timer" checked={settings.showTimer} onChange={toggleTimer} />
        <ReadAloudSwitch checked={readAloud} onChange={setReadAloud} />
        <ToggleSwitch label="Sound" checked={sound} onChange={setSound} />
      </div>
      <NoVoiceMessage />
      {setupOpen > 0 ? (
        <SetupDialog
          key={setupOpen}
          initial={settings}
          onClose={() => setSetupOpen(0)}
          onStart={restart}
        />
      ) : null}
      {region}
    </div>
  );
}

// Offered only where the browser can speak. Read here, not in the game, so only this switch renders
// again once the page runs, and hydration matches the server's frame.
function ReadAloudSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const speakable = useCanSpeak();
  return speakable ? (
    <ToggleSwitch label="Read words aloud" checked={checked} onChange={onChange} />
  ) : null;
}
