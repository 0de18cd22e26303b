// "Lexend Fallback", the last face of the site's stack (--font-lexend in app/styles/site-base.css):
// Arial sized to Lexend's metrics, so text does not move when Lexend arrives. Liberation Sans and
// Arimo share Arial's metrics, so the same sizes hold where Arial is missing (Linux, ChromeOS).
// next/font would place its own fallback between Lexend's two faces, where it would win over the
// extra face for every accented letter. Lexend widens with its weight and Arial has only a regular
// and a bold, so each weight the site sets text in gets its own face, sized to Lexend at that
// weight over the site's own words (npx tsx scripts/measure/fallback-font.ts prints the figures).
// With one face for semibold and bold, semibold buttons were 2% wider in the fallback and game
// toolbars re-wrapped when Lexend came; with a browser-emboldened Arial, bold headings were 4.5%
// narrower (the home page's title went from two lines to three on a phone).
//
// Declared in the page's <head> (app/layout.tsx), not in the site's stylesheets: a stylesheet that
// declares a face, even one the page already has, makes the browser measure every line of text
// again when it applies. A prerendered page's sheets apply after its first paint, and on a phone
// that re-measuring was about a third of the work of applying them (issue #36, Total Blocking Time).

const regular = ['local("Arial")', 'local("Liberation Sans")', 'local("Arimo")'];
const bold = [
  'local("Arial Bold")',
  'local("Arial-BoldMT")',
  'local("Liberation Sans Bold")',
  'local("LiberationSans-Bold")',
  'local("Arimo Bold")',
  'local("Arimo-Bold")',
];

type FallbackFace = {
  weights: string;
  sources: string[];
  ascent: string;
  descent: string;
  sizeAdjust: string;
};

const faces: FallbackFace[] = [
  {
    weights: "100 450",
    sources: regular,
    ascent: "91.43%",
    descent: "22.86%",
    sizeAdjust: "109.37%",
  },
  {
    weights: "451 550",
    sources: regular,
    ascent: "90.15%",
    descent: "22.54%",
    sizeAdjust: "110.93%",
  },
  { weights: "551 650", sources: bold, ascent: "95%", descent: "23.75%", sizeAdjust: "105.26%" },
  { weights: "651 900", sources: bold, ascent: "92.63%", descent: "23.16%", sizeAdjust: "107.95%" },
];

/** The @font-face rules of "Lexend Fallback", for a <style> in the page's <head>. */
export const lexendFallbackFaces = faces
  .map(
    (face) =>
      `@font-face{font-family:"Lexend Fallback";src:${face.sources.join(",")};font-weight:${face.weights};` +
      `ascent-override:${face.ascent};descent-override:${face.descent};line-gap-override:0%;size-adjust:${face.sizeAdjust}}`,
  )
  .join("");
