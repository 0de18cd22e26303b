"use client";
// Math It view: one equation in the middle, each player's card of answers on either side.
// Clicks, taps and each player's letter keys become picks on the pure logic in logic.ts.
import { useState } from "react";
import { HearButton, NoVoiceMessage } from "@/games/kit/audio/hear-button";
import { RACE_HEAR_KEY, type PlayerIndex } from "@/games/kit/two-player/player-keys";
import { itemInSlot } from "@/games/kit/two-player/race";
import { RaceLayout } from "@/games/kit/two-player/race-layout";
import { usePlayerKeys } from "@/games/kit/two-player/two-player";
import { RaceSettingSelect } from "@/games/kit/two-player/two-player-board";
import { useRaceSession, type RaceLogic } from "@/games/kit/two-player/use-race-session";
import { OPERATION_CHOICES, type OperationChoice } from "./equations";
import {
  configure,
  createMathIt,
  DEFAULT_GAME_SECONDS,
  finish,
  pick,
  pickSlot,
  reset,
  start,
  tick,
  type MathItState,
  type MathPickResult,
} from "./logic";

const logic: RaceLogic<MathItState> = {
  create: () => createMathIt(),
  defaultSeconds: DEFAULT_GAME_SECONDS,
  configureSeconds: (s, gameSeconds) => configure(s, { gameSeconds }),
  start,
  tick,
  finish,
  reset,
};

const operationLabels: Record<OperationChoice, string> = {
  addition: "Addition (+)",
  subtraction: "Subtraction (−)",
  multiplication: "Multiplication (×)",
  division: "Division (÷)",
  mixed: "Mixed",
};

/** A number disc; 6 and 9 are underlined so a tilt never confuses them. */
function NumberDisc({ value }: { value: number }) {
  const text = String(value);
  const size = text.length >= 3 ? 34 : text.length === 2 ? 42 : 52;
  return (
    <svg viewBox="0 0 100 100" className="h-full w-full">
      <circle cx="50" cy="50" r="46" fill="#fdf9ef" stroke="#1b2a3a" strokeWidth="3" />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={size}
        fontWeight="700"
        fill="#0c4066"
        style={{ fontFamily: "inherit" }}
      >
        {text}
      </text>
      {text === "6" || text === "9" ? (
        <path d="M38 78 H62" stroke="#0c4066" strokeWidth="4" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

export function MathItGame() {
  const game = useRaceSession(logic);
  const { state, running, keysOn, nameOf } = game;
  const [operation, setOperation] = useState<OperationChoice>("addition");

  const feedback = (
    player: PlayerIndex,
    value: number | undefined,
    outcome: { result: MathPickResult; state: MathItState } | null,
  ) => {
    if (!outcome || value === undefined) return;
    const name = nameOf(player);
    if (outcome.result === "scored") {
      game.sound("correct");
      game.setNote(player, { text: `Yes! ${value} is right`, tone: "good" });
      game.announce(
        `${name} is right: ${value}. ${name} has ${outcome.state.players[player].score}. Next: ${outcome.state.equation?.spoken ?? ""}`,
      );
    } else if (outcome.result === "wrong") {
      game.sound("miss");
      game.setNote(player, { text: `Not ${value}. Wait 2 seconds.`, tone: "bad" });
      game.announce(`${name}: ${value} is not right. Wait 2 seconds.`);
    }
  };

  const pickValue = (player: PlayerIndex, value: number) =>
    feedback(
      player,
      value,
      game.pickWith((s, t, r) => pick(s, player, value, t, r)),
    );

  usePlayerKeys(keysOn && running, (player, slot) => {
    const side = state.sides?.[player];
    const value = itemInSlot(side, side?.options, slot)?.value;
    feedback(
      player,
      value,
      game.pickWith((s, t, r) => pickSlot(s, player, slot, t, r)),
    );
  });

  const begin = () =>
    game.begin(
      (s) => configure(s, { operation }),
      "Solve the equation and pick its answer on your card.",
    );

  return (
    <RaceLayout
      game={game}
      onStart={begin}
      cardName="answers"
      playerCard={(player) => {
        const side = state.sides?.[player];
        return side
          ? {
              items: side.options.map((o) => ({
                id: String(o.value),
                label: String(o.value),
                placement: o,
                content: <NumberDisc value={o.value} />,
              })),
              order: side.keyOrder,
            }
          : null;
      }}
      onPick={(player, id) => pickValue(player, Number(id))}
      lockReason="Not that one. Try again soon."
      center={
        <>
          <div className="flex items-center gap-2">
            <h2 className="text-brand-900 text-lg font-bold">Equation</h2>
            {state.equation ? (
              <HearButton
                key={state.equation.spoken}
                text={state.equation.spoken}
                label="Hear the equation"
                hotkey={RACE_HEAR_KEY}
                compact
              />
            ) : null}
          </div>
          <div className="bg-cream flex aspect-[2/1] w-full max-w-[var(--card-size,26rem)] items-center justify-center rounded-3xl border-4 border-slate-400 p-6 text-center lg:aspect-square lg:rounded-full">
            {state.equation ? (
              <p
                className="text-brand-950 text-5xl font-bold tabular-nums sm:text-6xl"
                data-testid="equation"
                aria-label={state.equation.spoken}
              >
                {state.equation.text}
              </p>
            ) : (
              <p className="text-brand-800 text-lg font-semibold">
                Press Start Game to see the first equation.
              </p>
            )}
          </div>
          <NoVoiceMessage />
        </>
      }
      settings={
        <RaceSettingSelect
          label="Operation"
          value={operation}
          onChange={setOperation}
          options={OPERATION_CHOICES.map((choice) => ({
            value: choice,
            label: operationLabels[choice],
          }))}
        />
      }
    />
  );
}
