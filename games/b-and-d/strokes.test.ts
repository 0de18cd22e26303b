import {
  checkpoints,
  LETTER_BOX,
  LETTER_PLANS,
  letterPath,
  planLength,
  poseAtDistance,
  stepLength,
  stepPath,
} from "./strokes";

const b = LETTER_PLANS.b;
const d = LETTER_PLANS.d;
const belly = 2 * Math.PI * 30;

describe("b stroke path: down the stick, then round the belly", () => {
  it("starts at the top line and goes straight down to the baseline", () => {
    expect(b.steps[0]!.label).toBe("Down the stick");
    expect(poseAtDistance(b, 0)).toMatchObject({
      x: 30,
      y: LETTER_BOX.topLine,
      heading: 90,
      step: 0,
    });
    expect(poseAtDistance(b, 60)).toMatchObject({ x: 30, y: 70, heading: 90 });
    expect(poseAtDistance(b, 120)).toMatchObject({ x: 30, y: LETTER_BOX.baseLine, step: 0 });
  });

  it("then goes back up a little and round the belly clockwise (up and over to the right)", () => {
    expect(b.steps[1]!.label).toMatch(/round the belly/);
    expect(poseAtDistance(b, 140)).toMatchObject({ x: 30, y: 110, heading: -90, step: 1 });
    // A quarter of the way round the belly the car is at the top of the bowl, heading right.
    expect(poseAtDistance(b, 150 + belly / 4)).toMatchObject({ x: 60, y: 70, heading: 0 });
    expect(poseAtDistance(b, 150 + belly / 2)).toMatchObject({ x: 90, y: 100, heading: 90 });
    // It ends back at the stick.
    expect(poseAtDistance(b, planLength(b))).toMatchObject({ x: 30, y: 100 });
  });

  it("keeps the bowl to the right of the stick", () => {
    for (let t = 150; t < planLength(b); t += 5)
      expect(poseAtDistance(b, t).x).toBeGreaterThanOrEqual(30);
  });
});

describe("d stroke path: round the belly, then up and down the stick", () => {
  it("starts like a c and goes anticlockwise (up and over to the left)", () => {
    expect(d.steps.map((s) => s.label)).toEqual([
      "Round the belly, like a c",
      "Up the stick",
      "Down the stick",
    ]);
    const start = poseAtDistance(d, 0);
    expect(start.x).toBeCloseTo(85.98, 1);
    expect(start.y).toBe(85);
    // Travelling from there, the car reaches the top of the bowl, then the left side.
    const top = poseAtDistance(d, (belly * 60) / 360);
    expect(top).toMatchObject({ x: 60, y: 70, heading: 180 });
    expect(poseAtDistance(d, (belly * 150) / 360)).toMatchObject({ x: 30, y: 100, heading: 90 });
  });

  it("then goes up the stick to the top line and back down to the baseline", () => {
    const bellyEnd = stepLength(d.steps[0]!);
    expect(poseAtDistance(d, bellyEnd + 1)).toMatchObject({ x: 90, heading: -90, step: 1 });
    expect(poseAtDistance(d, bellyEnd + 90)).toMatchObject({ x: 90, y: LETTER_BOX.topLine });
    expect(poseAtDistance(d, bellyEnd + 100)).toMatchObject({ x: 90, y: 20, heading: 90, step: 2 });
    expect(poseAtDistance(d, planLength(d))).toMatchObject({ x: 90, y: LETTER_BOX.baseLine });
  });

  it("keeps the bowl to the left of the stick", () => {
    for (let t = 0; t < stepLength(d.steps[0]!); t += 5)
      expect(poseAtDistance(d, t).x).toBeLessThanOrEqual(90);
  });
});

describe("path data and stops", () => {
  it("draws SVG paths that start where the car starts", () => {
    expect(stepPath(b.steps[0]!)).toBe("M30 10L30 130");
    expect(letterPath(b)).toBe("M30 10L30 130L30 100A30 30 0 0 1 90 100A30 30 0 0 1 30 100");
    // 330° of belly in two anticlockwise halves (sweep flag 0), ending on the stick at (90, 100).
    expect(stepPath(d.steps[0]!)).toBe("M85.98 85A30 30 0 0 0 31.02 107.76A30 30 0 0 0 90 100");
  });

  it("joins each letter into one continuous path", () => {
    for (const plan of [b, d]) {
      const flat = plan.steps.flatMap((s) => s.segments);
      for (let i = 1; i < flat.length; i++) {
        const end = poseAtDistance(
          { ...plan, steps: [{ label: "", segments: flat.slice(0, i) }] },
          1e6,
        );
        const next = poseAtDistance({ ...plan, steps: [{ label: "", segments: [flat[i]!] }] }, 0);
        expect([end.x, end.y]).toEqual([next.x, next.y]);
      }
      expect(letterPath(plan).match(/M/g)).toHaveLength(1);
    }
  });

  it("clamps distances outside the path", () => {
    expect(poseAtDistance(b, -10)).toMatchObject({ x: 30, y: 10 });
    expect(poseAtDistance(b, 10_000)).toMatchObject({ x: 30, y: 100 });
  });

  it("lists reduced-motion stops from start to end, including quarter turns of the belly", () => {
    const stops = checkpoints(b);
    expect(stops[0]).toBe(0);
    expect(stops.at(-1)).toBeCloseTo(planLength(b), 1);
    expect(stops).toEqual([...stops].sort((x, y) => x - y));
    expect(stops).toHaveLength(7); // top, bottom, back up, three quarter turns, end
    expect(checkpoints(d)).toHaveLength(7); // start, three quarter turns, belly end, top, bottom
  });
});
