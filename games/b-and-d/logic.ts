// b and d tool as a pure state machine: choose a letter, drive the car along its stroke path
// (or be asked, on the page beside the car, to choose first; never a pop-up that stops the child), and the geometry of the practice canvas. Time comes in as
// arguments; the view passes the animation clock.
import type { HandwritingBand } from "@/games/kit/writing/handwriting-lines";
import {
  checkpoints,
  LETTER_BOX,
  LETTER_PLANS,
  planLength,
  poseAtDistance,
  type Letter,
  type Pose,
} from "./strokes";

export const CHOOSE_FIRST_MESSAGE = "Choose a letter (🍩 or 🍫) first.";
/** Letter-box units per second: slow enough to follow with the eyes and say the steps. */
export const CAR_SPEED = 80;
/** Under reduced motion the car jumps between stops instead of gliding. */
export const JUMP_MS = 700;
export const CANVAS = { maxWidth: 580, height: 660, lines: 5 } as const;

export type DriveStatus = "idle" | "driving" | "finished";
export type BAndDState = {
  choice: Letter | null;
  /** The car was pressed before a letter was chosen: the page asks for a choice until one is made. */
  askToChoose: boolean;
  status: DriveStatus;
  startedAt: number | null;
  reducedMotion: boolean;
};

export const initialBAndDState: BAndDState = {
  choice: null,
  askToChoose: false,
  status: "idle",
  startedAt: null,
  reducedMotion: false,
};

export function chooseLetter(state: BAndDState, letter: Letter): BAndDState {
  // A new choice parks the car at the start of the new letter.
  return { ...state, choice: letter, askToChoose: false, status: "idle", startedAt: null };
}

/** The car button: drives along the chosen letter, or asks for a letter first. */
export function pressCar(state: BAndDState, now: number, reducedMotion: boolean): BAndDState {
  if (!state.choice) return { ...state, askToChoose: true };
  if (state.status === "driving") return { ...state, status: "idle", startedAt: null };
  return { ...state, status: "driving", startedAt: now, reducedMotion };
}

export function driveDuration(letter: Letter, reducedMotion: boolean): number {
  const plan = LETTER_PLANS[letter];
  return reducedMotion
    ? checkpoints(plan).length * JUMP_MS
    : Math.round((planLength(plan) / CAR_SPEED) * 1000);
}

/** Where the car is at `now`: gliding at constant speed, or hopping stop to stop. */
export function carPose(state: BAndDState, now: number): Pose | null {
  if (!state.choice) return null;
  const plan = LETTER_PLANS[state.choice];
  if (state.status === "finished") return poseAtDistance(plan, planLength(plan));
  if (state.status !== "driving" || state.startedAt === null) return poseAtDistance(plan, 0);
  const elapsed = Math.max(0, now - state.startedAt);
  if (state.reducedMotion) {
    const stops = checkpoints(plan);
    const index = Math.min(stops.length - 1, Math.floor(elapsed / JUMP_MS));
    return poseAtDistance(plan, stops[index] ?? 0);
  }
  return poseAtDistance(plan, (elapsed / 1000) * CAR_SPEED);
}

/** How much of the letter the trail covers (0..1) at `now`. */
export function trailFraction(state: BAndDState, now: number): number {
  if (!state.choice) return 0;
  if (state.status === "finished") return 1;
  if (state.status !== "driving" || state.startedAt === null) return 0;
  const plan = LETTER_PLANS[state.choice];
  const elapsed = Math.max(0, now - state.startedAt);
  if (state.reducedMotion) {
    const stops = checkpoints(plan);
    const reached = stops[Math.min(stops.length - 1, Math.floor(elapsed / JUMP_MS))] ?? 0;
    return reached / planLength(plan);
  }
  return Math.min(1, ((elapsed / 1000) * CAR_SPEED) / planLength(plan));
}

export function tickDrive(state: BAndDState, now: number): BAndDState {
  if (state.status !== "driving" || state.startedAt === null || !state.choice) return state;
  return now - state.startedAt >= driveDuration(state.choice, state.reducedMotion)
    ? { ...state, status: "finished" }
    : state;
}

/** The canvas is as wide as its container allows, up to 580 px. */
export function canvasWidth(containerWidth: number): number {
  return Math.max(0, Math.min(CANVAS.maxWidth, Math.floor(containerWidth)));
}

/** Pen width from pointer pressure (mice report 0.5 while pressed, some pens report 0). */
export function penWidth(pressure: number): number {
  const p = pressure > 0 ? pressure : 0.5;
  return Math.max(3, Math.round(p * 8 * 10) / 10);
}

/** Scale and offset that fit the letter box between a band's top line and baseline. */
export function traceLetterTransform(
  band: HandwritingBand,
  x: number,
): { scale: number; x: number; y: number } {
  const scale = (band.baseLine - band.topLine) / (LETTER_BOX.baseLine - LETTER_BOX.topLine);
  return { scale, x, y: band.topLine - LETTER_BOX.topLine * scale };
}
