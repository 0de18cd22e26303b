"use client";
// The reader's main bar: which file, page navigation, zoom, full screen and print.
import { useId, type KeyboardEvent } from "react";
import { parsePageInput, zoomPercent, MAX_ZOOM, MIN_ZOOM } from "../logic";
import { ToolButton, ToolGroup } from "../controls/ui";

type ReaderTopBarProps = {
  fileName: string;
  page: number;
  pageCount: number;
  zoom: number;
  fitWidth: boolean;
  isFullscreen: boolean;
  printing: string | null;
  onOpen: () => void;
  onGo: (page: number) => void;
  onStep: (delta: -1 | 1) => void;
  onZoom: (direction: "in" | "out") => void;
  onFitWidth: () => void;
  onFullscreen: () => void;
  onPrint: () => void;
  aidsOpen: boolean;
  onToggleAids: () => void;
};

export function ReaderTopBar(props: ReaderTopBarProps) {
  const { fileName, page, pageCount, zoom, fitWidth, isFullscreen, printing } = props;
  const pageInputId = useId();

  const commitPage = (input: HTMLInputElement) => {
    const target = parsePageInput(input.value, pageCount);
    if (target === null || target === page) input.value = String(page);
    else props.onGo(target);
  };

  const onPageKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commitPage(event.currentTarget);
    } else if (event.key === "Escape") {
      event.currentTarget.value = String(page);
    }
  };

  return (
    <div className="border-brand-100 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b bg-white px-3 py-2">
      <div className="flex min-w-0 items-center gap-2">
        <ToolButton icon="open" label="Open another PDF" showLabel="wide" onClick={props.onOpen} />
        <p className="text-brand-900 max-w-56 min-w-0 truncate font-semibold" title={fileName}>
          <span className="sr-only">Open file: </span>
          {fileName}
        </p>
      </div>

      <ToolGroup label="Pages">
        <ToolButton
          icon="prev"
          label="Previous page"
          showLabel="wide"
          onClick={() => props.onStep(-1)}
          disabled={page <= 1}
        />
        <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
          <label htmlFor={pageInputId}>Page</label>
          <input
            key={page}
            id={pageInputId}
            defaultValue={page}
            inputMode="numeric"
            aria-describedby={`${pageInputId}-count`}
            onKeyDown={onPageKey}
            onBlur={(event) => commitPage(event.currentTarget)}
            className="border-brand-200 text-ink focus:border-brand-600 min-h-11 w-14 rounded-xl border-2 text-center text-base"
          />
          <span id={`${pageInputId}-count`}>of {pageCount}</span>
        </span>
        <ToolButton
          icon="next"
          label="Next page"
          showLabel="wide"
          onClick={() => props.onStep(1)}
          disabled={page >= pageCount}
        />
      </ToolGroup>

      <ToolGroup label="Zoom">
        <ToolButton
          icon="minus"
          label="Zoom out"
          showLabel="never"
          onClick={() => props.onZoom("out")}
          disabled={zoom <= MIN_ZOOM}
        />
        <output
          data-testid="zoom-level"
          className="text-brand-900 min-w-14 text-center text-sm font-bold"
          aria-label={`Zoom ${zoomPercent(zoom)}`}
        >
          {zoomPercent(zoom)}
        </output>
        <ToolButton
          icon="plus"
          label="Zoom in"
          showLabel="never"
          onClick={() => props.onZoom("in")}
          disabled={zoom >= MAX_ZOOM}
        />
        <ToolButton
          icon="fitWidth"
          label="Fit width"
          showLabel="wide"
          pressed={fitWidth}
          onClick={props.onFitWidth}
        />
      </ToolGroup>

      <ToolGroup label="View and print">
        <ToolButton
          icon="ruler"
          label="Reading aids"
          showLabel="wide"
          aria-expanded={props.aidsOpen}
          aria-controls={props.aidsOpen ? "pdf-reading-aids" : undefined}
          onClick={props.onToggleAids}
        />
        <ToolButton
          icon={isFullscreen ? "collapse" : "expand"}
          label={isFullscreen ? "Exit full screen" : "Full screen"}
          showLabel="wide"
          onClick={props.onFullscreen}
        />
        <ToolButton
          icon="print"
          label={printing ?? "Print"}
          showLabel="wide"
          onClick={props.onPrint}
          disabled={printing !== null}
        />
      </ToolGroup>
    </div>
  );
}
