"use client";
// The page area: one page with its overlays, in a scrollable region that takes keyboard focus.
// Arrow keys move the reading ruler, Page Up/Down turn pages, + and - zoom, H highlights the
// ruler's line, Escape puts the pen down. The ruler also follows the pointer.
import {
  useCallback,
  useEffect,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { strokesOn } from "../annotations/annotations";
import { AnnotationLayer } from "../annotations/annotation-layer";
import { rulerBox, rulerCenterFromPointer } from "../logic";
import { ReadingRuler, TintOverlay } from "../reading-aids/page-overlays";
import { PdfPageView } from "./pdf-page-view";
import type { PDFDocumentProxy } from "../pdfjs/pdfjs";
import { readerReducer, type ReaderAction, type ReaderState } from "./reader-state";

type ReaderStageProps = {
  pdf: PDFDocumentProxy;
  fileName: string;
  state: ReaderState;
  dispatch: (action: ReaderAction) => void;
  stageRef: RefObject<HTMLDivElement | null>;
  /** The page's size on screen, in CSS pixels. */
  pageCss: { width: number; height: number };
  onPageSize: (size: { width: number; height: number }) => void;
  onTurn: (page: number) => void;
  onZoom: (direction: "in" | "out") => void;
  onHighlightLine: () => void;
  fill: boolean;
};

export function ReaderStage(props: ReaderStageProps) {
  const { pdf, fileName, state, dispatch, stageRef, pageCss } = props;
  const { page, pageCount, zoom, ruler, tool } = state;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const observer = new ResizeObserver(
      ([entry]) => entry && dispatch({ type: "measure", containerWidth: entry.contentRect.width }),
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, [dispatch, stageRef]);

  // Keeps the band in view when arrow keys move it below or above the visible part of the page.
  const revealRuler = useCallback(
    (center: number) => {
      const stage = stageRef.current;
      const pageBox = stage?.querySelector<HTMLElement>("[data-testid=pdf-page]");
      if (!stage || !pageBox) return;
      const box = rulerBox(center, pageCss.height, ruler.height);
      const offset = pageBox.getBoundingClientRect().top - stage.getBoundingClientRect().top;
      const top = offset + stage.scrollTop + box.top;
      if (top < stage.scrollTop) stage.scrollTo({ top: top - 16 });
      else if (top + box.height > stage.scrollTop + stage.clientHeight)
        stage.scrollTo({ top: top + box.height - stage.clientHeight + 16 });
    },
    [pageCss.height, ruler.height, stageRef],
  );

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const stage = event.currentTarget;
    const fitsSideways = stage.scrollWidth <= stage.clientWidth;
    const key = event.key;
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if ((key === "ArrowDown" || key === "ArrowUp") && ruler.mode !== "off") {
      const step: ReaderAction = {
        type: "ruler-step",
        direction: key === "ArrowDown" ? 1 : -1,
        pageHeightPx: pageCss.height,
      };
      act(() => {
        dispatch(step);
        revealRuler(readerReducer(state, step).ruler.center);
      });
    } else if (key === "PageDown" || (key === "ArrowRight" && fitsSideways))
      act(() => props.onTurn(page + 1));
    else if (key === "PageUp" || (key === "ArrowLeft" && fitsSideways))
      act(() => props.onTurn(page - 1));
    else if (key === "+" || key === "=") act(() => props.onZoom("in"));
    else if (key === "-") act(() => props.onZoom("out"));
    else if ((key === "h" || key === "H") && ruler.mode !== "off") act(props.onHighlightLine);
    else if (key === "Escape" && tool !== "none")
      act(() => dispatch({ type: "tool", tool: "none" }));
  };

  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (ruler.mode === "off" || tool !== "none") return;
    const rect = event.currentTarget.getBoundingClientRect();
    const center = rulerCenterFromPointer(event.clientY - rect.top, rect.height, ruler.height);
    dispatch({ type: "ruler-center", center });
  };

  return (
    <div
      ref={stageRef}
      tabIndex={0}
      role="region"
      aria-label={`${fileName}, page ${page} of ${pageCount}`}
      aria-describedby="pdf-stage-keys"
      onKeyDown={onKey}
      className={`overflow-auto p-4 ${props.fill ? "flex-1" : "h-[75dvh] min-h-[420px]"}`}
    >
      <p id="pdf-stage-keys" className="sr-only">
        Page Up and Page Down turn pages. Plus and minus zoom. With the reading ruler on, the up and
        down arrows move it and H highlights its line.
      </p>
      <div onPointerMove={followPointer} onPointerDown={followPointer} className="w-fit min-w-full">
        <PdfPageView
          pdf={pdf}
          pageNumber={page}
          zoom={zoom}
          onPageSize={props.onPageSize}
          textSelectable={tool === "none"}
        >
          {(size) => (
            <>
              <AnnotationLayer
                width={size.width}
                height={size.height}
                strokes={strokesOn(state.annotations, page)}
                tool={tool}
                color={tool === "pen" ? state.penColor : state.highlighterColor}
                onStroke={(stroke) => dispatch({ type: "stroke", stroke })}
              />
              <TintOverlay id={state.tint.id} opacity={state.tint.opacity} />
              <ReadingRuler
                mode={ruler.mode}
                center={ruler.center}
                bandHeight={ruler.height}
                pageHeight={size.height}
              />
            </>
          )}
        </PdfPageView>
      </div>
    </div>
  );
}
