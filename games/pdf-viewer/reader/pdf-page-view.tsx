"use client";
// One PDF page: the picture (a canvas drawn by pdf.js), the invisible text layer that screen
// readers and text selection use, and whatever overlays the reader adds on top (children).
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { viewportScale } from "../logic";
import { loadPdfjs, type PDFDocumentProxy, type PDFPageProxy } from "../pdfjs/pdfjs";

// Keeps a zoomed page on a high-density screen from allocating hundreds of megabytes.
const MAX_CANVAS_PIXELS = 16_000_000;

type PdfPageViewProps = {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  /** The page's size at 100 % in PDF points, reported when a page loads (fit-width needs it). Stable. */
  onPageSize: (size: { width: number; height: number }) => void;
  /** Off while drawing, so the pen reaches the annotation layer instead of selecting text. */
  textSelectable: boolean;
  children: (size: { width: number; height: number }) => ReactNode;
};

export function PdfPageView({
  pdf,
  pageNumber,
  zoom,
  onPageSize,
  textSelectable,
  children,
}: PdfPageViewProps) {
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const canvasHolder = useRef<HTMLDivElement>(null);
  const textLayerHolder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    pdf.getPage(pageNumber).then(
      (loaded) => {
        if (cancelled) return;
        const { width, height } = loaded.getViewport({ scale: 1 });
        onPageSize({ width, height });
        setFailed(false);
        setPage(loaded);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, pageNumber, onPageSize]);

  const viewport = useMemo(
    () => page?.getViewport({ scale: viewportScale(zoom) }) ?? null,
    [page, zoom],
  );

  // Draws into a fresh canvas and swaps it in when done, so zooming never flashes a blank page.
  useEffect(() => {
    const holder = canvasHolder.current;
    if (!page || !viewport || !holder) return;
    const canvas = document.createElement("canvas");
    const outputScale = Math.min(
      window.devicePixelRatio || 1,
      Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
    );
    canvas.width = Math.floor(viewport.width * outputScale);
    canvas.height = Math.floor(viewport.height * outputScale);
    canvas.className = "block h-full w-full";
    canvas.setAttribute("aria-hidden", "true");
    const task = page.render({
      canvas,
      viewport,
      transform: outputScale === 1 ? undefined : [outputScale, 0, 0, outputScale, 0, 0],
    });
    task.promise.then(
      () => holder.replaceChildren(canvas),
      (error: unknown) => {
        if ((error as { name?: string } | null)?.name !== "RenderingCancelledException")
          setFailed(true);
      },
    );
    return () => task.cancel();
  }, [page, viewport]);

  useEffect(() => {
    const holder = textLayerHolder.current;
    if (!page || !viewport || !holder) return;
    let cancelled = false;
    let layer: { cancel: () => void } | null = null;
    holder.replaceChildren();
    void loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return;
        const textLayer = new pdfjs.TextLayer({
          textContentSource: page.streamTextContent(),
          container: holder,
          viewport,
        });
        layer = textLayer;
        return textLayer.render();
      })
      .catch(() => {
        // Without a text layer the page still shows; only selection and screen-reader text are lost.
      });
    return () => {
      cancelled = true;
      layer?.cancel();
    };
  }, [page, viewport]);

  const size = viewport ? { width: viewport.width, height: viewport.height } : null;
  const style = size
    ? ({
        width: size.width,
        height: size.height,
        "--scale-factor": viewport?.scale,
        "--total-scale-factor": viewport?.scale,
      } as CSSProperties)
    : { width: 612, height: 792 };

  return (
    <div
      className="pdf-page relative mx-auto bg-white shadow-[0_2px_12px_rgba(12,64,102,0.25)]"
      style={style}
      data-testid="pdf-page"
      data-page-number={pageNumber}
    >
      <div ref={canvasHolder} className="absolute inset-0" />
      {failed ? (
        <p
          role="alert"
          className="absolute inset-x-4 top-8 rounded-xl bg-amber-50 p-4 text-amber-950"
        >
          This page could not be drawn. Try another page or open the file again.
        </p>
      ) : null}
      {size ? children(size) : null}
      <div
        ref={textLayerHolder}
        className="textLayer"
        style={{ zIndex: 10, pointerEvents: textSelectable ? "auto" : "none" }}
      />
    </div>
  );
}
