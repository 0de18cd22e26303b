import { handwritingLayout } from "./handwriting-lines";

describe("handwritingLayout", () => {
  it("gives 5 lines in 660 px: a 180 px first band, then 120 px bands", () => {
    const { bands, height } = handwritingLayout({ count: 5 });
    expect(height).toBe(660);
    expect(bands.map((b) => b.bottom - b.top)).toEqual([180, 120, 120, 120, 120]);
  });

  it("keeps top line, midline and baseline evenly spaced inside each band", () => {
    for (const band of handwritingLayout({ count: 10 }).bands) {
      expect(band.topLine).toBeGreaterThan(band.top);
      expect(band.midLine - band.topLine).toBe(band.baseLine - band.midLine);
      expect(band.bottom - band.baseLine).toBe(30);
    }
  });

  it("accepts other sizes", () => {
    const { bands, height } = handwritingLayout({
      count: 2,
      firstBandHeight: 100,
      bandHeight: 100,
      letterHeight: 60,
      descender: 20,
    });
    expect(height).toBe(200);
    expect(bands[1]).toMatchObject({ top: 100, baseLine: 180, midLine: 150, topLine: 120 });
  });
});
