/** The inline script that moves the template's tags into <head> at the first contentful paint. */
export const FIRST_PAINT_LOADER: string;
/** The page rearranged to paint first, or null when it has no <head> and <body> to rearrange. */
export function paintFirst(html: string, nextDir: string): Promise<string | null>;
