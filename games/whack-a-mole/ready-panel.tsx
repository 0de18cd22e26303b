"use client";
// Before a round of a tutor's saved activity: the words, speed and length are the tutor's, so the
// child only sees what to whack, how to play and Start.
import { Button } from "@/components/ui/button";
import type { Speed } from "./logic";
import { speedLabels } from "./setup-panel";

type ReadyPanelProps = {
  prompt: string;
  speed: Speed;
  seconds: number | null;
  onStart: () => void;
};

export function ReadyPanel({ prompt, speed, seconds, onStart }: ReadyPanelProps) {
  return (
    <section
      aria-labelledby="ready-heading"
      className="border-brand-100 rounded-3xl border-2 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="ready-heading" className="text-brand-900 text-xl font-bold">
        Get ready
      </h2>
      <p className="text-ink mt-3 text-xl">
        Whack: <strong>{prompt}</strong>
      </p>
      <p className="mt-2 text-slate-700">
        {speedLabels[speed]} moles,{" "}
        {seconds === null ? "no timer: press End round when you are done" : `${seconds} seconds`}.
        Tap a mole, or press the number key of its hole (1 to 9). P pauses.
      </p>
      <Button variant="sun" className="mt-5 px-8 text-lg" onClick={onStart}>
        Start
      </Button>
    </section>
  );
}
