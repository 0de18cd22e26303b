// Stroke paths for b and d, made of lines and circular arcs so the car's position, heading and
// the drawn SVG path all come from one exact description (no DOM measuring needed).
// Letter box: top line y=10, dashed midline y=70, baseline y=130; the belly is a circle of
// radius 30 centred on (60, 100), sitting between the midline and the baseline.
export type Letter = "b" | "d";
export type Point = { x: number; y: number };
export type Segment =
  | { kind: "line"; from: Point; to: Point }
  /** Angles in degrees in screen coordinates (y down): increasing = clockwise. */
  | { kind: "arc"; center: Point; radius: number; startDeg: number; endDeg: number };
export type StrokeStep = { label: string; segments: Segment[] };
export type LetterPlan = { letter: Letter; steps: StrokeStep[] };

export const LETTER_BOX = {
  width: 120,
  height: 140,
  topLine: 10,
  midLine: 70,
  baseLine: 130,
} as const;

const belly = { center: { x: 60, y: 100 }, radius: 30 };

export const LETTER_PLANS: Record<Letter, LetterPlan> = {
  // b: "bar first" – down the stick, back up a little, then round the belly clockwise.
  b: {
    letter: "b",
    steps: [
      {
        label: "Down the stick",
        segments: [{ kind: "line", from: { x: 30, y: 10 }, to: { x: 30, y: 130 } }],
      },
      {
        label: "Up a little, then round the belly",
        segments: [
          { kind: "line", from: { x: 30, y: 130 }, to: { x: 30, y: 100 } },
          { kind: "arc", ...belly, startDeg: 180, endDeg: 540 },
        ],
      },
    ],
  },
  // d: "donut first" – round the belly like a c (anticlockwise), then up the stick and down.
  d: {
    letter: "d",
    steps: [
      {
        label: "Round the belly, like a c",
        segments: [{ kind: "arc", ...belly, startDeg: -30, endDeg: -360 }],
      },
      {
        label: "Up the stick",
        segments: [{ kind: "line", from: { x: 90, y: 100 }, to: { x: 90, y: 10 } }],
      },
      {
        label: "Down the stick",
        segments: [{ kind: "line", from: { x: 90, y: 10 }, to: { x: 90, y: 130 } }],
      },
    ],
  },
};

const rad = (deg: number) => (deg * Math.PI) / 180;
const round = (n: number) => Math.round(n * 100) / 100;

function arcPoint(center: Point, radius: number, deg: number): Point {
  return { x: center.x + radius * Math.cos(rad(deg)), y: center.y + radius * Math.sin(rad(deg)) };
}

export function segmentLength(segment: Segment): number {
  if (segment.kind === "line")
    return Math.hypot(segment.to.x - segment.from.x, segment.to.y - segment.from.y);
  return (Math.abs(segment.endDeg - segment.startDeg) * Math.PI * segment.radius) / 180;
}

export function stepLength(step: StrokeStep): number {
  return step.segments.reduce((sum, s) => sum + segmentLength(s), 0);
}

export function planLength(plan: LetterPlan): number {
  return plan.steps.reduce((sum, s) => sum + stepLength(s), 0);
}

/** Heading in degrees (0 = right, 90 = down) of travel along a segment at distance d. */
function poseOnSegment(segment: Segment, distance: number): { point: Point; heading: number } {
  if (segment.kind === "line") {
    const length = segmentLength(segment) || 1;
    const t = Math.min(1, Math.max(0, distance / length));
    const dx = segment.to.x - segment.from.x;
    const dy = segment.to.y - segment.from.y;
    return {
      point: { x: segment.from.x + dx * t, y: segment.from.y + dy * t },
      heading: (Math.atan2(dy, dx) * 180) / Math.PI,
    };
  }
  const direction = Math.sign(segment.endDeg - segment.startDeg) || 1;
  const deg = segment.startDeg + (direction * distance * 180) / (Math.PI * segment.radius);
  // The tangent is 90° ahead of the radius in the direction of travel.
  return { point: arcPoint(segment.center, segment.radius, deg), heading: deg + direction * 90 };
}

export type Pose = { x: number; y: number; heading: number; step: number };

/** Where the car is after travelling `distance` along the letter (clamped to the ends). */
export function poseAtDistance(plan: LetterPlan, distance: number): Pose {
  let remaining = Math.max(0, distance);
  let last: Pose | null = null;
  for (const [stepIndex, step] of plan.steps.entries()) {
    for (const segment of step.segments) {
      const length = segmentLength(segment);
      const { point, heading } = poseOnSegment(segment, Math.min(remaining, length));
      last = {
        x: round(point.x),
        y: round(point.y),
        heading: round(normaliseDeg(heading)),
        step: stepIndex,
      };
      if (remaining <= length) return last;
      remaining -= length;
    }
  }
  if (!last) throw new Error("empty letter plan");
  return last;
}

function normaliseDeg(deg: number): number {
  const d = ((deg % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

function segmentPath(segment: Segment): string {
  if (segment.kind === "line") return `L${round(segment.to.x)} ${round(segment.to.y)}`;
  // SVG arcs cannot draw a full circle in one command, so split into pieces of at most 180°.
  const direction = Math.sign(segment.endDeg - segment.startDeg) || 1;
  const total = Math.abs(segment.endDeg - segment.startDeg);
  const pieces = Math.ceil(total / 180);
  let path = "";
  for (let i = 1; i <= pieces; i++) {
    const end = arcPoint(
      segment.center,
      segment.radius,
      segment.startDeg + (direction * total * i) / pieces,
    );
    path += `A${segment.radius} ${segment.radius} 0 0 ${direction > 0 ? 1 : 0} ${round(end.x)} ${round(end.y)}`;
  }
  return path;
}

function segmentStart(segment: Segment): Point {
  return segment.kind === "line"
    ? segment.from
    : arcPoint(segment.center, segment.radius, segment.startDeg);
}

/** SVG path data for one step or for the whole letter. */
export function stepPath(step: StrokeStep): string {
  const first = step.segments[0];
  if (!first) return "";
  const start = segmentStart(first);
  return `M${round(start.x)} ${round(start.y)}${step.segments.map(segmentPath).join("")}`;
}

/** One continuous path for the whole letter (each step starts where the last one ended), so
 * a single dash pattern can reveal the car's trail. */
export function letterPath(plan: LetterPlan): string {
  const segments = plan.steps.flatMap((step) => step.segments);
  const first = segments[0];
  if (!first) return "";
  const start = segmentStart(first);
  return `M${round(start.x)} ${round(start.y)}${segments.map(segmentPath).join("")}`;
}

/** Distances where the reduced-motion car stops: each step's start, every quarter turn, each end. */
export function checkpoints(plan: LetterPlan): number[] {
  const stops = [0];
  let travelled = 0;
  for (const step of plan.steps) {
    for (const segment of step.segments) {
      const length = segmentLength(segment);
      if (segment.kind === "arc") {
        const quarters = Math.round(Math.abs(segment.endDeg - segment.startDeg) / 90);
        for (let q = 1; q < quarters; q++) stops.push(travelled + (length * q) / quarters);
      }
      travelled += length;
      stops.push(travelled);
    }
  }
  return [...new Set(stops.map(round))];
}
