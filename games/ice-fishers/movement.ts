// How fish move: back and forth across their lane at a steady speed, so a fish's place follows
// from where it started and how long it has swum. Pure, with time passed in.
import type { Fish, IceFishersState, Motion } from "./logic";

/** Where a fish is now, 0..1 across its path, and which way it faces. */
export function fishPose(fish: Fish, now: number, motion: Motion): { x: number; facing: 1 | -1 } {
  if (motion === "still") return { x: fish.startX, facing: fish.direction };
  const until = fish.status === "swimming" ? now : fish.statusAt;
  const travelled =
    fish.startX + (fish.direction * fish.speed * Math.max(0, until - fish.since)) / 1000;
  // A triangle wave: the fish turns round at each edge and swims back.
  const phase = ((travelled % 2) + 2) % 2;
  const x = phase <= 1 ? phase : 2 - phase;
  const facing = (phase <= 1 ? fish.direction : -fish.direction) as 1 | -1;
  return { x, facing };
}

/** Switching between moving and still fish keeps every fish where it is at that moment. */
export function setMotion(state: IceFishersState, motion: Motion, now: number): IceFishersState {
  if (motion === state.motion) return state;
  const fish = state.fish.map((f) => {
    const pose = fishPose(f, now, state.motion);
    return { ...f, startX: pose.x, direction: pose.facing, since: now };
  });
  return { ...state, motion, fish };
}
