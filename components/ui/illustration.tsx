// Our pictures are hand-drawn SVGs in public/images: nothing for next/image to resize, so a plain
// <img> serves them without next/image's client code. Width and height reserve the box before the
// picture paints (no layout shift); pictures further down wait until they are near the screen.
//
// A hero picture is often the page's largest paint, and as a file it is one more round trip after
// the HTML on a phone's connection (Lighthouse with real throttling: LCP 1.36 s on
// /free-consultation against 0.82 s once the picture came with the page). So a hero travels inside
// the page as a data: URI, a few hundred bytes after compression; it is read once per build, when
// the page is prerendered.
import fs from "node:fs";
import path from "node:path";
import svgToMiniDataUri from "mini-svg-data-uri";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  hero?: boolean;
};

const inlined = new Map<string, string>();

function inlineSvg(src: string): string {
  let uri = inlined.get(src);
  if (!uri) {
    const file = path.join(process.cwd(), "public", path.normalize(src));
    uri = svgToMiniDataUri(fs.readFileSync(file, "utf8"));
    inlined.set(src, uri);
  }
  return uri;
}

export function Illustration({ src, alt, width, height, className, hero = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVGs need no optimisation; see above
    <img
      src={hero && src.endsWith(".svg") ? inlineSvg(src) : src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding={hero ? undefined : "async"}
      loading={hero ? "eager" : "lazy"}
      fetchPriority={hero ? "high" : undefined}
    />
  );
}
