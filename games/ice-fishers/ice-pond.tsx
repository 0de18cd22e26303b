"use client";
// The pond: the scene, the fish under the ice and the fishing line. Every swimming fish is a
// button: click or tap it, or move between fish with the arrow keys and cast with Enter or Space.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { catchableFish, type Fish, type IceFishersState } from "./logic";
import { FishingLine, PondFish } from "./pond-fish";
import { nearestByLane, pondLayout, pondShape } from "./pond-layout";
import { PenguinFisher, SceneBackdrop, sceneGeometry } from "./scene-art";
import { levelSettings } from "./data";

type IcePondProps = {
  state: IceFishersState;
  now: number;
  paused: boolean;
  reducedMotion: boolean;
  onCast: (fishId: number) => void;
  onPause: () => void;
  promptId: string;
  /** Changes when focus should return to the chosen fish (after resuming from the pause card). */
  focusRequest: number;
};

export function IcePond({
  state,
  now,
  paused,
  reducedMotion,
  onCast,
  onPause,
  promptId,
  focusRequest,
}: IcePondProps) {
  const pondRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [selection, setSelection] = useState({ id: -1, lane: 0 });
  const focusInside = useRef(false);
  // Set when a cast comes from the focused fish: its button is about to disappear.
  const refocus = useRef(false);
  const catchable = catchableFish(state);
  const lanes = levelSettings[state.level].fishCount;
  // When the chosen fish is caught or swims off, the nearest fish by lane takes over, and keeps
  // keyboard focus in the pond so a keyboard player never has to find their way back.
  const active =
    catchable.find((f) => f.id === selection.id) ??
    nearestByLane(catchable, selection.lane) ??
    null;
  const activeId = active?.id ?? null;

  useEffect(() => {
    const pond = pondRef.current;
    if (!pond) return;
    const observer = new ResizeObserver(
      ([entry]) =>
        entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(pond);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (activeId === null) return;
    const button = buttons.current.get(activeId);
    if ((focusInside.current || refocus.current) && button && document.activeElement !== button)
      button.focus({ preventScroll: true });
    refocus.current = false;
  }, [activeId]);

  useEffect(() => {
    if (focusRequest > 0 && activeId !== null)
      buttons.current.get(activeId)?.focus({ preventScroll: true });
    // Only a new request moves focus; a new chosen fish is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const choose = (fish: Fish) => setSelection({ id: fish.id, lane: fish.lane });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (catchable.length === 0) return;
    const index = Math.max(
      0,
      catchable.findIndex((f) => f.id === activeId),
    );
    const last = catchable.length - 1;
    const nextIndex = (
      {
        ArrowDown: index + 1,
        ArrowRight: index + 1,
        ArrowUp: index - 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: last,
      } as Record<string, number>
    )[event.key];
    if (event.key === "Escape") return onPause();
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = catchable[(nextIndex + catchable.length) % catchable.length];
    if (!next) return;
    choose(next);
    buttons.current.get(next.id)?.focus({ preventScroll: true });
  };

  const { width, height } = size;
  const geometry = sceneGeometry(width, height);
  const { place } = pondLayout(width, height, lanes);

  return (
    <div
      ref={pondRef}
      data-testid="ice-pond"
      className={`relative mx-auto w-full overflow-hidden rounded-3xl border-4 border-white shadow-lg ${pondShape[lanes] ?? pondShape[3]} ${paused ? "ice-paused" : ""}`}
      onFocus={() => (focusInside.current = true)}
      onBlur={(event) =>
        (focusInside.current = pondRef.current?.contains(event.relatedTarget) ?? false)
      }
    >
      <SceneBackdrop reducedMotion={reducedMotion} />
      {width > 0 ? <PenguinFisher box={geometry.penguin} /> : null}
      <div
        role="group"
        aria-label="Fish under the ice"
        aria-describedby={promptId}
        onKeyDown={move}
        inert={paused}
      >
        {width > 0
          ? state.fish.map((fish) => (
              <PondFish
                key={fish.id}
                fish={fish}
                box={place(fish, now, state.motion)}
                now={now}
                hole={geometry.hole}
                reducedMotion={reducedMotion}
                tabbable={fish.id === activeId}
                buttonRef={(node) =>
                  void (node ? buttons.current.set(fish.id, node) : buttons.current.delete(fish.id))
                }
                onCast={(event) => {
                  if (paused) return;
                  refocus.current = document.activeElement === event.currentTarget;
                  onCast(fish.id);
                }}
                onFocus={() => choose(fish)}
              />
            ))
          : null}
      </div>
      {width > 0
        ? state.fish
            .filter((fish) => fish.status === "hooked")
            .map((fish) => (
              <FishingLine
                key={fish.id}
                from={geometry.rodTip}
                hole={geometry.hole}
                box={place(fish, now, state.motion)}
                fish={fish}
                now={now}
                reducedMotion={reducedMotion}
              />
            ))
        : null}
    </div>
  );
}
