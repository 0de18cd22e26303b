// Where each label sits on the Spinner Wheel and how big it is. Labels stay upright while the
// wheel turns (the view turns each one back by the wheel's angle), so "ck" or "bd" never shows
// upside down or mirrored to a child who reverses letters. An upright label turns within its
// segment as the wheel does, so it is fitted to the largest circle inside the segment: whatever
// the angle, it never crosses into a neighbour's segment.

export const WHEEL_RADIUS = 96;
/** The hub drawn over the centre. */
export const HUB_RADIUS = 8;
/** Longer labels are cut short on the wheel; the full text is written and read out as the result. */
export const WHEEL_LABEL_MAX = 14;
const MAX_FONT = 16;
/** The smallest size still read comfortably on a 22rem wheel (about 10 px). */
const MIN_FONT = 6;
// A generous average for Lexend and OpenDyslexic: a label fitted with it fits in either.
const CHAR_WIDTH_EM = 0.65;
const LINE_HEIGHT_EM = 1.2;

export type WheelLabel = { text: string; x: number; y: number; fontSize: number };

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The point at `angle` degrees clockwise from the top, `radius` from the centre. */
export function wheelPoint(angle: number, radius: number): [number, number] {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [round(radius * Math.cos(rad)), round(radius * Math.sin(rad))];
}

/** The largest circle inside one of `count` equal segments: its centre's distance and its radius. */
export function labelRoom(count: number): { distance: number; radius: number } {
  // One segment is the whole wheel: the label sits halfway out, clear of the hub, like two.
  const sine = count <= 2 ? 1 : Math.sin(Math.PI / count);
  const distance = WHEEL_RADIUS / (1 + sine);
  return { distance, radius: Math.min(distance * sine, distance - HUB_RADIUS) };
}

/** Half the diagonal of a label's box: how far from its centre a corner reaches as it turns. */
export function labelReach(text: string, fontSize: number): number {
  const width = [...text].length * CHAR_WIDTH_EM * fontSize;
  return Math.hypot(width, LINE_HEIGHT_EM * fontSize) / 2;
}

function fitted(text: string, room: number): { text: string; fontSize: number } {
  const clipped = text.length > WHEEL_LABEL_MAX ? `${text.slice(0, WHEEL_LABEL_MAX - 1)}…` : text;
  const ems = Math.hypot([...clipped].length * CHAR_WIDTH_EM, LINE_HEIGHT_EM) / 2;
  const size = Math.min(MAX_FONT, room / ems);
  if (size >= MIN_FONT) return { text: clipped, fontSize: Math.floor(size * 10) / 10 };
  // Too long for the smallest size: keep as many letters as fit, and say it goes on.
  const widthEms = Math.sqrt(Math.max(0, ((2 * room) / MIN_FONT) ** 2 - LINE_HEIGHT_EM ** 2));
  const letters = Math.max(1, Math.floor(widthEms / CHAR_WIDTH_EM) - 1);
  return { text: `${[...clipped].slice(0, letters).join("")}…`, fontSize: MIN_FONT };
}

/** Each label's centre (in the wheel's turning frame), text and font size, segment by segment. */
export function wheelLabels(labels: readonly string[]): WheelLabel[] {
  const size = 360 / labels.length;
  const room = labelRoom(labels.length);
  return labels.map((label, i) => {
    const [x, y] = wheelPoint(i * size + size / 2, room.distance);
    return { x, y, ...fitted(label, room.radius) };
  });
}
