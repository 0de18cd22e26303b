// Where things go in a pond of a measured size: lanes, fish size and each fish's box. Fish are
// sized from the lane height, so a deeper pond (more fish) keeps every word large enough to read.
import { SCENE } from "./scene-art";
import type { Fish, Motion } from "./logic";
import { fishPose } from "./movement";

// On wider screens the pond is capped to the height left after the controls and prompt (its
// width follows from its shape), so every lane is on screen with the prompt at every level.
export const pondShape: Record<number, string> = {
  3: "aspect-[4/5] sm:aspect-[16/10] sm:max-w-[calc((var(--play-height)_-_13rem)*1.6)]",
  4: "aspect-[4/5.5] sm:aspect-[16/10.5] sm:max-w-[calc((var(--play-height)_-_13rem)*1.524)]",
  5: "aspect-[4/6] sm:aspect-[16/11.5] sm:max-w-[calc((var(--play-height)_-_13rem)*1.391)]",
};

export type FishBox = { left: number; top: number; width: number; height: number; facing: 1 | -1 };

export function pondLayout(width: number, height: number, lanes: number) {
  const laneHeight = ((SCENE.lanesBottom - SCENE.lanesTop) * height) / lanes;
  const fishHeight = Math.min(laneHeight * 0.92, 80);
  const fishWidth = fishHeight * (160 / 72); // the fish is drawn on a 160 × 72 grid
  const place = (fish: Fish, now: number, motion: Motion): FishBox => {
    const pose = fishPose(fish, now, motion);
    return {
      left: pose.x * Math.max(width - fishWidth, 0),
      top: height * SCENE.lanesTop + laneHeight * fish.lane + (laneHeight - fishHeight) / 2,
      width: fishWidth,
      height: fishHeight,
      facing: pose.facing,
    };
  };
  return { place };
}

export function nearestByLane(fish: Fish[], lane: number): Fish | undefined {
  return [...fish].sort(
    (a, b) => Math.abs(a.lane - lane) - Math.abs(b.lane - lane) || a.lane - b.lane,
  )[0];
}
