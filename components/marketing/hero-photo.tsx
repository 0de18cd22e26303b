// A page's hero photo beside its heading (lib/site-content/hero-photos.ts). It is often the
// page's largest paint, so it is fetched first (eager, fetchpriority high), its box is kept by
// width and height before it arrives, and `sizes` matches the column it fills (PageHero: the
// 0.9fr column of a 72rem grid on wide screens, at most 28rem below, the page's width less its
// padding on a phone), so the browser picks the smallest file that is sharp.
import type { HeroPicture } from "@/lib/site-content/hero-photos";

const SIZES = "(min-width: 1024px) 490px, (min-width: 480px) 448px, calc(100vw - 2rem)";

export function HeroPhoto({ picture }: { picture: HeroPicture }) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={source.format}
          type={`image/${source.format}`}
          srcSet={source.srcSet}
          sizes={SIZES}
        />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="eager"
        fetchPriority="high"
        className="h-auto w-full rounded-2xl object-cover shadow-sm"
      />
    </picture>
  );
}
