import { SPINNER_SEGMENTS } from "@/activities/spinner-wheel/schema";
import { HUB_RADIUS, labelReach, labelRoom, WHEEL_RADIUS, wheelLabels } from "./wheel-labels";

const counts = Array.from({ length: SPINNER_SEGMENTS.max }, (_, i) => i + 1);
const texts = ["a", "ck", "ng", "wh", "ship", "splash", "Say a word that rhymes with cat"];

describe("spinner wheel labels", () => {
  it.each(counts)(
    "with %i segments every upright label stays inside its own segment at any turn",
    (count) => {
      const half = Math.PI / count;
      for (const text of texts) {
        const labels = wheelLabels(Array.from({ length: count }, () => text));
        labels.forEach((label, i) => {
          const reach = labelReach(label.text, label.fontSize);
          const distance = Math.hypot(label.x, label.y);
          // The circle the label sweeps as it turns: inside the rim, clear of the hub, and (with
          // more than one segment) clear of both edges of its segment.
          expect(distance + reach).toBeLessThanOrEqual(WHEEL_RADIUS + 0.01);
          expect(distance - reach).toBeGreaterThanOrEqual(HUB_RADIUS - 0.01);
          if (count > 1) expect(reach).toBeLessThanOrEqual(distance * Math.sin(half) + 0.01);
          // On the bisector of segment i (angles clockwise from the top).
          const angle = (Math.atan2(label.x, -label.y) * 180) / Math.PI;
          const middle = ((i + 0.5) * 360) / count;
          expect(Math.abs(((((angle - middle) % 360) + 540) % 360) - 180)).toBeLessThan(0.01);
          expect(label.fontSize).toBeGreaterThanOrEqual(6);
        });
      }
    },
  );

  it("keeps short sounds whole and large, and cuts only what cannot fit, saying so", () => {
    for (const count of counts) {
      const [ck] = wheelLabels(Array.from({ length: count }, () => "ck"));
      expect(ck).toMatchObject({ text: "ck" });
      expect(ck!.fontSize).toBeGreaterThanOrEqual(10);
    }
    const [prompt] = wheelLabels(["Say a word that rhymes with cat", "sh"]);
    expect(prompt!.text).toBe("Say a word th…");
    const [crowded] = wheelLabels(Array.from({ length: 24 }, () => "splash"));
    expect(crowded).toMatchObject({ text: "spla…", fontSize: 6 });
  });

  it("gives a wheel of one segment its label clear of the hub", () => {
    expect(labelRoom(1)).toEqual(labelRoom(2));
    const [only] = wheelLabels(["th"]);
    expect(Math.hypot(only!.x, only!.y)).toBe(WHEEL_RADIUS / 2);
  });
});
