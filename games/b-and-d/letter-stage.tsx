// The letter as a road on handwriting lines: numbered starts and arrows show the direction of
// each stroke, the trail fills in behind the car, and the car is turned to its heading.
import { CarShape } from "./pictures";
import {
  LETTER_BOX,
  LETTER_PLANS,
  letterPath,
  planLength,
  poseAtDistance,
  stepLength,
  type Letter,
  type LetterPlan,
  type Pose,
} from "./strokes";

type LetterStageProps = {
  letter: Letter | null;
  pose: Pose | null;
  trail: number;
  activeStep: number | null;
};

function offset(pose: Pose, sideDeg: number, distance: number) {
  const angle = ((pose.heading + sideDeg) * Math.PI) / 180;
  return { x: pose.x + Math.cos(angle) * distance, y: pose.y + Math.sin(angle) * distance };
}

const BELLY_CENTRE = { x: 60, y: 100 };

/** Of the two sides of the road, the one farther from (or nearer to) the belly's centre. */
function side(pose: Pose, distance: number, outside: boolean) {
  const left = offset(pose, -90, distance);
  const right = offset(pose, 90, distance);
  const far = (p: { x: number; y: number }) =>
    Math.hypot(p.x - BELLY_CENTRE.x, p.y - BELLY_CENTRE.y);
  return far(left) >= far(right) === outside ? left : right;
}

/** A numbered badge at each step's start and a direction arrow part-way along it. Numbers sit
 * outside the letter and arrows inside, so they never cover each other or the road. */
function stepMarkers(plan: LetterPlan) {
  let travelled = 0;
  return plan.steps.map((step, index) => {
    const length = stepLength(step);
    const start = poseAtDistance(plan, travelled + 0.01);
    const middle = poseAtDistance(plan, travelled + length * 0.4);
    travelled += length;
    return {
      index,
      badge: side(start, 14, true),
      arrow: { ...side(middle, 13, false), heading: middle.heading },
    };
  });
}

export function LetterStage({ letter, pose, trail, activeStep }: LetterStageProps) {
  const plan = letter ? LETTER_PLANS[letter] : null;
  const total = plan ? planLength(plan) : 1;
  const path = plan ? letterPath(plan) : "";
  const markers = plan ? stepMarkers(plan) : [];
  // Keep the car upright: when it heads left, mirror it so the wheels stay underneath.
  const headingLeft = pose ? Math.abs(pose.heading) > 90 : false;

  return (
    <svg
      role="img"
      aria-label={
        letter
          ? `The letter ${letter} as a road with numbered arrows showing the way to write it`
          : "Choose a letter to see its road"
      }
      viewBox={`-8 -8 ${LETTER_BOX.width + 16} ${LETTER_BOX.height + 16}`}
      className="h-auto w-full max-w-sm"
      data-testid="letter-stage"
    >
      <line
        x1="-8"
        x2="128"
        y1={LETTER_BOX.topLine}
        y2={LETTER_BOX.topLine}
        stroke="#1d4ed8"
        strokeWidth="1"
      />
      <line
        x1="-8"
        x2="128"
        y1={LETTER_BOX.midLine}
        y2={LETTER_BOX.midLine}
        stroke="#60a5fa"
        strokeWidth="1"
        strokeDasharray="5 4"
      />
      <line
        x1="-8"
        x2="128"
        y1={LETTER_BOX.baseLine}
        y2={LETTER_BOX.baseLine}
        stroke="#dc2626"
        strokeWidth="1"
      />
      {plan ? (
        <>
          <path
            d={path}
            fill="none"
            stroke="#94a3b8"
            strokeWidth="16"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d={path} fill="none" stroke="#ffffff" strokeWidth="1.2" strokeDasharray="4 4" />
          <path
            d={path}
            fill="none"
            stroke="#0271b8"
            strokeWidth="7"
            strokeLinecap="round"
            strokeLinejoin="round"
            pathLength={total}
            strokeDasharray={`${trail * total} ${total}`}
            opacity={trail > 0 ? 0.85 : 0}
          />
          {markers.map((marker) => (
            <g
              key={marker.index}
              opacity={activeStep === null || activeStep === marker.index ? 1 : 0.55}
            >
              <g
                transform={`translate(${marker.arrow.x} ${marker.arrow.y}) rotate(${marker.arrow.heading})`}
              >
                <path d="M-5 -5 L5 0 L-5 5 Z" fill="#074d7b" />
              </g>
              <circle
                cx={marker.badge.x}
                cy={marker.badge.y}
                r="6.5"
                fill="#fbc531"
                stroke="#074d7b"
                strokeWidth="1.2"
              />
              <text
                x={marker.badge.x}
                y={marker.badge.y + 3.3}
                textAnchor="middle"
                fontSize="9"
                fontWeight="700"
                fill="#082944"
              >
                {marker.index + 1}
              </text>
            </g>
          ))}
          {pose ? (
            <g
              data-testid="car"
              data-x={pose.x}
              data-y={pose.y}
              transform={`translate(${pose.x} ${pose.y}) rotate(${pose.heading}) scale(1 ${headingLeft ? -1 : 1})`}
            >
              <CarShape />
            </g>
          ) : null}
        </>
      ) : (
        <text x="60" y="75" textAnchor="middle" fontSize="9" fill="#334155">
          Choose d or b above
        </text>
      )}
    </svg>
  );
}
