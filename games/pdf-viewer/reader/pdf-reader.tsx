"use client";
// The open document: the reader's state, the toolbars, and the page stage below them. Page turns,
// zoom changes and highlights are announced; printing and full screen are started from here.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { viewportScale, zoomPercent } from "../logic";
import type { PDFDocumentProxy } from "../pdfjs/pdfjs";
import { printPdf } from "./print-pdf";
import { ReaderStage } from "./reader-stage";
import { ReaderTopBar } from "./reader-top-bar";
import { ReadingAidsBar } from "../reading-aids/reading-aids-bar";
import { initialReaderState, readerReducer } from "./reader-state";
import { useFullscreen } from "./use-fullscreen";
import { useReadAloud } from "../reading-aids/use-read-aloud";

type PdfReaderProps = {
  pdf: PDFDocumentProxy;
  fileName: string;
  onOpen: () => void;
  onDropFile: (file: File) => void;
};

export function PdfReader({ pdf, fileName, onOpen, onDropFile }: PdfReaderProps) {
  const [state, dispatch] = useReducer(readerReducer, pdf.numPages, initialReaderState);
  const [pagePoints, setPagePoints] = useState({ width: 612, height: 792 });
  const [printing, setPrinting] = useState<string | null>(null);
  // On a phone the aids would push the page off screen, so they start folded away there.
  const [aidsOpen, setAidsOpen] = useState(() => window.matchMedia("(min-width: 768px)").matches);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { announce, region } = useAnnouncer();
  const fullscreen = useFullscreen(rootRef);
  const readAloud = useReadAloud(pdf, state.page, announce);
  const { page, pageCount, zoom } = state;
  const pageCss = {
    width: pagePoints.width * viewportScale(zoom),
    height: pagePoints.height * viewportScale(zoom),
  };

  useEffect(() => {
    announce(`Opened ${fileName}. ${pdf.numPages} ${pdf.numPages === 1 ? "page" : "pages"}.`);
    stageRef.current?.focus({ preventScroll: true });
  }, [announce, fileName, pdf]);

  const onPageSize = useCallback((size: { width: number; height: number }) => {
    setPagePoints(size);
    dispatch({ type: "measure", pageWidthPoints: size.width });
  }, []);

  const turn = (target: number) => {
    if (target < 1 || target > pageCount || target === page) return;
    dispatch({ type: "go", page: target });
    announce(`Page ${target} of ${pageCount}`);
    stageRef.current?.scrollTo({ top: 0 });
  };

  const zoomBy = (direction: "in" | "out") => {
    const next = readerReducer(state, { type: "zoom", direction });
    dispatch({ type: "zoom", direction });
    announce(`Zoom ${zoomPercent(next.zoom)}`);
  };

  const highlightRulerLine = () => {
    dispatch({
      type: "highlight-ruler-line",
      pageWidthPx: pageCss.width,
      pageHeightPx: pageCss.height,
    });
    announce("Line highlighted");
  };

  const print = async () => {
    setPrinting("Preparing…");
    try {
      await printPdf(pdf, state.annotations, (done, total) =>
        setPrinting(`Preparing ${done} of ${total}…`),
      );
    } catch {
      announce("Printing didn't work. Please try again.");
    } finally {
      setPrinting(null);
    }
  };

  return (
    <div
      ref={rootRef}
      data-testid="pdf-reader"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file) onDropFile(file);
      }}
      className={`flex flex-col overflow-hidden bg-slate-200 ${fullscreen.covering ? "fixed inset-0 z-50" : fullscreen.isFullscreen ? "h-full" : "border-brand-200 rounded-3xl border"}`}
    >
      {region}
      <ReaderTopBar
        fileName={fileName}
        page={page}
        pageCount={pageCount}
        zoom={zoom}
        fitWidth={state.zoomMode === "fit-width"}
        isFullscreen={fullscreen.isFullscreen}
        printing={printing}
        onOpen={onOpen}
        onGo={turn}
        onStep={(delta) => turn(page + delta)}
        onZoom={zoomBy}
        onFitWidth={() => dispatch({ type: "fit-width" })}
        onFullscreen={() => void fullscreen.toggle()}
        onPrint={() => void print()}
        aidsOpen={aidsOpen}
        onToggleAids={() => setAidsOpen((open) => !open)}
      />
      {aidsOpen ? (
        <ReadingAidsBar
          state={state}
          dispatch={dispatch}
          onHighlightLine={highlightRulerLine}
          reading={readAloud.reading}
          onReadAloud={() => void readAloud.toggle()}
        />
      ) : null}
      <ReaderStage
        pdf={pdf}
        fileName={fileName}
        state={state}
        dispatch={dispatch}
        stageRef={stageRef}
        pageCss={pageCss}
        onPageSize={onPageSize}
        onTurn={turn}
        onZoom={zoomBy}
        onHighlightLine={highlightRulerLine}
        fill={fullscreen.isFullscreen}
      />
    </div>
  );
}
