import { handwritingLayout } from "@/games/kit/writing/handwriting-lines";
import {
  CANVAS,
  canvasWidth,
  carPose,
  CHOOSE_FIRST_MESSAGE,
  chooseLetter,
  driveDuration,
  initialBAndDState,
  JUMP_MS,
  penWidth,
  pressCar,
  tickDrive,
  traceLetterTransform,
  trailFraction,
} from "./logic";
import { checkpoints, LETTER_PLANS, planLength, poseAtDistance } from "./strokes";

describe("choosing a letter and the car", () => {
  it("without a choice the car button asks for a letter until one is chosen", () => {
    expect(CHOOSE_FIRST_MESSAGE).toBe("Choose a letter (🍩 or 🍫) first.");
    const asked = pressCar(initialBAndDState, 1000, false);
    expect(asked.askToChoose).toBe(true);
    expect(asked.status).toBe("idle");
    expect(carPose(asked, 1000)).toBeNull();
    expect(pressCar(asked, 2000, false).askToChoose).toBe(true);
    const chosen = chooseLetter(asked, "d");
    expect(chosen.askToChoose).toBe(false);
    expect(pressCar(chosen, 3000, false)).toMatchObject({ askToChoose: false, status: "driving" });
  });

  it("choosing a letter parks the car at the letter's start", () => {
    const state = chooseLetter(initialBAndDState, "b");
    expect(state.choice).toBe("b");
    expect(carPose(state, 0)).toMatchObject({ x: 30, y: 10 });
    expect(trailFraction(state, 0)).toBe(0);
  });

  it("drives at constant speed along the path and finishes after the drive time", () => {
    const driving = pressCar(chooseLetter(initialBAndDState, "b"), 1000, false);
    expect(driving.status).toBe("driving");
    const duration = driveDuration("b", false);
    expect(duration).toBe(Math.round((planLength(LETTER_PLANS.b) / 80) * 1000));
    // Half a second in: 40 units down the stick.
    expect(carPose(driving, 1500)).toMatchObject({ x: 30, y: 50 });
    expect(trailFraction(driving, 1000 + duration / 2)).toBeCloseTo(0.5, 2);
    expect(tickDrive(driving, 1000 + duration - 1).status).toBe("driving");
    const finished = tickDrive(driving, 1000 + duration);
    expect(finished.status).toBe("finished");
    expect(carPose(finished, 0)).toEqual(
      poseAtDistance(LETTER_PLANS.b, planLength(LETTER_PLANS.b)),
    );
    expect(trailFraction(finished, 0)).toBe(1);
  });

  it("pressing the car while it drives stops it; a new choice resets the drive", () => {
    const driving = pressCar(chooseLetter(initialBAndDState, "d"), 0, false);
    expect(pressCar(driving, 500, false).status).toBe("idle");
    expect(chooseLetter(driving, "b")).toMatchObject({
      choice: "b",
      status: "idle",
      startedAt: null,
    });
    // A finished drive can be driven again.
    const finished = tickDrive(driving, 60_000);
    expect(pressCar(finished, 70_000, false)).toMatchObject({
      status: "driving",
      startedAt: 70_000,
    });
  });

  it("under reduced motion the car jumps from stop to stop", () => {
    const driving = pressCar(chooseLetter(initialBAndDState, "d"), 0, true);
    const stops = checkpoints(LETTER_PLANS.d);
    expect(driveDuration("d", true)).toBe(stops.length * JUMP_MS);
    expect(carPose(driving, JUMP_MS - 1)).toEqual(poseAtDistance(LETTER_PLANS.d, 0));
    expect(carPose(driving, JUMP_MS)).toEqual(poseAtDistance(LETTER_PLANS.d, stops[1]!));
    expect(carPose(driving, JUMP_MS + 300)).toEqual(carPose(driving, JUMP_MS));
    expect(tickDrive(driving, stops.length * JUMP_MS).status).toBe("finished");
  });
});

describe("practice canvas", () => {
  it("has 5 handwriting lines in 660 px, up to 580 px wide", () => {
    expect(CANVAS).toEqual({ maxWidth: 580, height: 660, lines: 5 });
    const { bands, height } = handwritingLayout({ count: CANVAS.lines });
    expect(bands).toHaveLength(5);
    expect(height).toBe(CANVAS.height);
    expect(canvasWidth(1200)).toBe(580);
    expect(canvasWidth(333.7)).toBe(333);
  });

  it("fits the tracing letter between each band's top line and baseline", () => {
    for (const band of handwritingLayout({ count: 5 }).bands) {
      const t = traceLetterTransform(band, 20);
      expect(t.y + 10 * t.scale).toBeCloseTo(band.topLine);
      expect(t.y + 70 * t.scale).toBeCloseTo(band.midLine);
      expect(t.y + 130 * t.scale).toBeCloseTo(band.baseLine);
    }
  });

  it("widens the pen with pressure, never thinner than 3 px", () => {
    expect(penWidth(0.5)).toBe(4);
    expect(penWidth(0)).toBe(4);
    expect(penWidth(1)).toBe(8);
    expect(penWidth(0.1)).toBe(3);
  });
});
