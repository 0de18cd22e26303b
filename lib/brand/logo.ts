// The logo's drawing and colours in one place: the header's mark, the favicon, the touch icon and
// the web app manifest are all made from it, so they cannot drift apart.
export const brandColors = {
  /** The path and the theme colour. */
  primary: "#0271b8",
  /** The disc behind the path (brand-100). */
  disc: "#dff0fd",
  /** The sun. */
  sun: "#fbc531",
  background: "#ffffff",
} as const;

/** The mark's shapes on a 40 x 40 canvas. */
export const logoShapes = {
  viewBox: "0 0 40 40",
  disc: { cx: 20, cy: 20, r: 19 },
  path: "M8 28c6-2 9-8 12-14 3 6 6 12 12 14",
  sun: { cx: 20, cy: 11, r: 4 },
} as const;

/** The mark as a standalone SVG document (favicon and the source of the PNG icons). */
export function logoSvg({ padded = false }: { padded?: boolean } = {}): string {
  const { disc, path, sun } = logoShapes;
  // A home-screen icon is cropped to a rounded square: a white tile with margin keeps the disc whole.
  const inner = `<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${brandColors.disc}"/><path d="${path}" fill="none" stroke="${brandColors.primary}" stroke-width="3" stroke-linecap="round"/><circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}" fill="${brandColors.sun}"/>`;
  return padded
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 52 52"><rect x="-6" y="-6" width="52" height="52" fill="${brandColors.background}"/>${inner}</svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoShapes.viewBox}">${inner}</svg>`;
}
