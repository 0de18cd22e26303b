"use client";
// Tools (pencil, eraser), the six pen colours, line count, undo, clear and save (print).
import type { ReactNode } from "react";
import { LINE_COUNTS, PEN_COLOURS, type LineCount, type Tool } from "./logic";

type ToolbarProps = {
  tool: Tool;
  colourId: string;
  lineCount: LineCount;
  canUndo: boolean;
  onTool: (tool: Tool) => void;
  onColour: (colourId: string) => void;
  onLineCount: (lineCount: LineCount) => void;
  onUndo: () => void;
  onClear: () => void;
  onSave: () => void;
};

const icons = {
  pencil: "M4 20l4-1 11-11-3-3L5 16l-1 4zM14 7l3 3",
  eraser: "M8 20h12M4 15l9-9 6 6-7 7H8l-4-4zM9 10l6 6",
  undo: "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
  clear: "M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12",
  save: "M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z",
};

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={icons[name]} />
    </svg>
  );
}

const pill =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-3.5 text-sm font-semibold";
const off = "border-brand-600 bg-white text-brand-800 hover:bg-brand-50";
const on = "border-brand-800 bg-brand-700 text-white";

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="mr-1 text-sm font-semibold text-slate-700">
        {label}
      </span>
      {children}
    </div>
  );
}

export function PaperToolbar(props: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <Group label="Tool">
        {(["pencil", "eraser"] as const).map((tool) => (
          <button
            key={tool}
            type="button"
            aria-pressed={props.tool === tool}
            onClick={() => props.onTool(tool)}
            className={`${pill} ${props.tool === tool ? on : off}`}
          >
            <Icon name={tool} />
            {tool === "pencil" ? "Pencil" : "Eraser"}
          </button>
        ))}
      </Group>
      <Group label="Colour">
        {PEN_COLOURS.map((colour) => {
          const selected = props.colourId === colour.id;
          return (
            <button
              key={colour.id}
              type="button"
              aria-pressed={selected}
              aria-label={colour.name}
              title={colour.name}
              onClick={() => props.onColour(colour.id)}
              className={`flex h-11 w-11 items-center justify-center rounded-full border-2 ${selected ? "border-brand-950 ring-brand-950 ring-2 ring-offset-2" : "border-slate-300"}`}
            >
              <span
                className="flex h-7 w-7 items-center justify-center rounded-full text-white"
                style={{ backgroundColor: colour.value }}
              >
                {selected ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 16 16"
                    className="h-4 w-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : null}
              </span>
            </button>
          );
        })}
      </Group>
      <Group label="Lines">
        {LINE_COUNTS.map((count) => (
          <button
            key={count}
            type="button"
            aria-pressed={props.lineCount === count}
            aria-label={`${count} lines`}
            onClick={() => props.onLineCount(count)}
            className={`${pill} min-w-11 justify-center ${props.lineCount === count ? on : off}`}
          >
            {count}
          </button>
        ))}
      </Group>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          className={`${pill} ${off} disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500`}
        >
          <Icon name="undo" />
          Undo
        </button>
        <button
          type="button"
          onClick={props.onClear}
          disabled={!props.canUndo}
          className={`${pill} ${off} disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500`}
        >
          <Icon name="clear" />
          Clear
        </button>
        <button
          type="button"
          onClick={props.onSave}
          className={`${pill} border-brand-600 bg-brand-600 hover:bg-brand-700 text-white`}
        >
          <Icon name="save" />
          Save
        </button>
      </div>
    </div>
  );
}
