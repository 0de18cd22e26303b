// Our pictures are hand-drawn SVGs in public/images: nothing for next/image to resize, so a plain
// <img> serves them without next/image's client code. A hero picture is often the page's
// largest paint, so it loads first (fetchpriority high, never lazy); the rest wait until near view.
// Width and height reserve the box before the file arrives (no layout shift).
type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  hero?: boolean;
};

export function Illustration({ src, alt, width, height, className, hero = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVGs need no optimisation; see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      loading={hero ? "eager" : "lazy"}
      fetchPriority={hero ? "high" : undefined}
    />
  );
}
