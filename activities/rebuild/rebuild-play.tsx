"use client";
// What the two rebuild templates (anagram, sentence sense) share: the game's state, and reporting
// the finished play once.
import { useEffect, useRef, useState } from "react";
import type { Rebuild, RebuildAction, RebuildItem, RebuildState } from "@/games/kit/input/rebuild";
import type { Finished } from "../playing/activity-player";

export function useRebuild<P>(game: Rebuild<P>, items: RebuildItem<P>[]) {
  const [state, setState] = useState(() => game.start(items));
  return { state, dispatch: (action: RebuildAction) => setState((s) => game.step(s, action)) };
}

export function DoneReporter<P>({
  state,
  onDone,
  answersOf,
}: {
  state: RebuildState<P>;
  onDone: (f: Finished) => void;
  /** What the child built, item by item, for templates whose answers feed the confusion record. */
  answersOf?: (state: RebuildState<P>) => Finished["answers"];
}) {
  const reported = useRef(false);
  useEffect(() => {
    // Reported once, even if React renders the finished state again.
    if (reported.current) return;
    reported.current = true;
    onDone({
      score: state.score,
      total: state.items.length,
      missed: state.missed,
      answers: answersOf?.(state),
    });
  }, [state, onDone, answersOf]);
  return null;
}
