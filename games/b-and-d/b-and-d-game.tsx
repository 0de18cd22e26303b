"use client";
// b and d: choose the donut (d) or the chocolate bar (b), send the car along the letter's road
// to see which way it is written, then practise on handwriting lines.
import { HEAR_KEY } from "@/games/kit/audio/hear-hotkey";
import { PlayArea } from "@/games/kit/screen/play-area";
import { useEffect, useRef, useState } from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { useReducedMotion } from "@/games/kit/feedback/motion";
import { ToggleSwitch } from "@/games/kit/settings/toggle-switch";
import { HearButton } from "../kit/audio/hear-button";
import { HearLetterSound } from "../kit/audio/hear-word";
import { LetterChoice } from "./letter-choice";
import { LetterStage } from "./letter-stage";
import {
  carPose,
  CHOOSE_FIRST_MESSAGE,
  chooseLetter,
  initialBAndDState,
  pressCar,
  tickDrive,
  trailFraction,
  type BAndDState,
} from "./logic";
import { CarIcon } from "./pictures";
import { PracticeCanvas } from "./practice-canvas";
import { LETTER_PLANS, type Letter } from "./strokes";

const summaries: Record<Letter, string> = {
  b: "b: down the stick, then round the belly.",
  d: "d: round the belly, then up the stick and down.",
};

export function BAndDGame() {
  const [state, setState] = useState<BAndDState>(initialBAndDState);
  const [now, setNow] = useState(0);
  const [showTrace, setShowTrace] = useState(true);
  const [strokeCount, setStrokeCount] = useState(0);
  // Counts presses without a letter, so each one puts a fresh alert on the page to be read out.
  const [asks, setAsks] = useState(0);
  const reducedMotion = useReducedMotion();
  const { announce, region } = useAnnouncer();
  const lastStep = useRef<number | null>(null);

  // The animation clock: runs only while the car drives.
  useEffect(() => {
    if (state.status !== "driving") return;
    let frame = 0;
    const loop = (time: number) => {
      setNow(time);
      setState((current) => tickDrive(current, time));
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [state.status]);

  const pose = carPose(state, now);
  const activeStep = state.status === "driving" ? (pose?.step ?? null) : null;

  // Announce each stroke step as the car reaches it, and the finish.
  useEffect(() => {
    if (!state.choice) return;
    if (state.status === "finished") {
      lastStep.current = null;
      announce(`Finished! ${summaries[state.choice]}`);
    } else if (
      state.status === "driving" &&
      activeStep !== null &&
      activeStep !== lastStep.current
    ) {
      lastStep.current = activeStep;
      announce(
        `Step ${activeStep + 1}: ${LETTER_PLANS[state.choice].steps[activeStep]?.label ?? ""}`,
      );
    } else if (state.status === "idle") {
      lastStep.current = null;
    }
  }, [state.choice, state.status, activeStep, announce]);

  const choose = (letter: Letter) => {
    if (state.choice === letter) return;
    setState((current) => chooseLetter(current, letter));
    announce(`${letter} chosen. ${summaries[letter]} Press the car to see the way.`);
  };

  const drive = () => {
    if (!state.choice) setAsks((count) => count + 1);
    const time = performance.now();
    setNow(time);
    setState((current) => pressCar(current, time, reducedMotion));
  };

  const plan = state.choice ? LETTER_PLANS[state.choice] : null;
  const carLabel =
    state.status === "driving"
      ? "Stop the car"
      : state.status === "finished"
        ? "Drive again"
        : "Drive the car";

  return (
    <div className="space-y-8">
      {region}
      {/* Side by side on a laptop (choice and road left, the 660 px practice canvas right). On an
          upright tablet stacked in exactly the screen's height: the canvas takes what the car and
          its steps leave (they grow when a letter is chosen) and scrolls within it. */}
      <PlayArea className="grid items-start gap-3 md:max-lg:h-[var(--play-height)] md:max-lg:grid-rows-[auto_minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_580px] lg:gap-5">
        <div className="space-y-3">
          <section aria-labelledby="b-and-d-choose" className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <h2 id="b-and-d-choose" className="text-brand-900 text-lg font-semibold">
                1. Choose a letter
              </h2>
              <ToggleSwitch
                label="Dotted letters to trace"
                checked={showTrace}
                onChange={setShowTrace}
              />
            </div>
            <LetterChoice choice={state.choice} onChoose={choose} />
          </section>

          <section
            aria-labelledby="b-and-d-drive"
            className="border-brand-100 grid grid-cols-[minmax(0,10rem)_1fr] items-start gap-3 rounded-2xl border bg-white p-3 shadow-sm sm:grid-cols-[minmax(0,11rem)_1fr] sm:gap-4"
          >
            <div
              className="bg-brand-50 flex justify-center rounded-xl p-1"
              data-state={state.status}
            >
              <LetterStage
                letter={state.choice}
                pose={pose}
                trail={trailFraction(state, now)}
                activeStep={activeStep}
              />
            </div>
            <div className="space-y-2">
              <h2 id="b-and-d-drive" className="text-brand-900 text-lg font-semibold">
                2. Drive the car along the letter
              </h2>
              <button
                type="button"
                onClick={drive}
                data-testid="car-button"
                className="bg-sun-400 text-brand-950 hover:bg-sun-300 inline-flex min-h-14 items-center gap-3 rounded-full px-6 text-lg font-bold shadow"
              >
                <CarIcon />
                {carLabel}
              </button>
              {plan ? (
                <div className="flex flex-wrap items-center gap-2">
                  <HearButton
                    key={plan.letter}
                    text={`How to write the letter ${plan.letter}. ${plan.steps.map((step) => step.label).join(". ")}.`}
                    label="Hear the steps"
                    hotkey={HEAR_KEY}
                  />
                  {/* The letter's sound only in the practice's own recording, never a voice. */}
                  <HearLetterSound
                    key={`sound-${plan.letter}`}
                    text={plan.letter}
                    label={`Hear the sound of ${plan.letter}`}
                  />
                </div>
              ) : null}
              {plan ? (
                <ol className="space-y-1" aria-label={`How to write ${plan.letter}`}>
                  {plan.steps.map((step, index) => {
                    const current = activeStep === index;
                    return (
                      <li
                        key={step.label}
                        aria-current={current ? "step" : undefined}
                        className={`flex items-center gap-3 rounded-xl border-2 px-2 py-1 ${current ? "border-brand-700 bg-brand-50 font-semibold" : "border-transparent"}`}
                      >
                        <span
                          aria-hidden="true"
                          className="border-brand-800 bg-sun-400 text-brand-950 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 font-bold"
                        >
                          {index + 1}
                        </span>
                        {step.label}
                        {current ? <span className="sr-only">(the car is here)</span> : null}
                      </li>
                    );
                  })}
                </ol>
              ) : state.askToChoose ? (
                // On the page, beside the car, never a pop-up: nothing to dismiss before choosing.
                <p
                  key={asks}
                  role="alert"
                  data-testid="choose-first"
                  className="rounded-xl border-2 border-amber-600 bg-amber-50 px-3 py-2 font-semibold text-amber-950"
                >
                  {CHOOSE_FIRST_MESSAGE} Pick the donut for d or the chocolate bar for b.
                </p>
              ) : (
                <p className="text-slate-700">
                  Pick the donut for d or the chocolate bar for b, then press the car.
                </p>
              )}
              {state.status === "finished" && state.choice ? (
                <p
                  className="rounded-xl border-2 border-emerald-700 bg-emerald-50 px-3 py-2 font-semibold text-emerald-900"
                  data-testid="drive-finished"
                >
                  Finished! {summaries[state.choice]} Now write it on the lines.
                </p>
              ) : null}
            </div>
          </section>
        </div>

        <section
          aria-label="Writing practice"
          data-strokes={strokeCount}
          className="md:max-lg:h-full md:max-lg:min-h-0"
        >
          <PracticeCanvas
            letter={state.choice}
            showTrace={showTrace}
            onStrokesChange={setStrokeCount}
          />
        </section>
      </PlayArea>
    </div>
  );
}
