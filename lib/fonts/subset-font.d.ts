// subset-font ships no types; this is the part of its API scripts/make-fonts.ts uses.
declare module "subset-font" {
  type AxisRange = { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, number | AxisRange>;
    },
  ): Promise<Buffer>;
}
