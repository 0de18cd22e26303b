"use client";
// Reading aids and mark-up: reading ruler or line focus, coloured overlay, pen and highlighter,
// and reading the page aloud. Each group says what it is; nothing depends on colour alone.
import { HIGHLIGHTER_COLORS, PEN_COLORS, type AnnotationTool } from "../annotations/annotations";
import { RULER_HEIGHT, RULER_MODES, TINTS, TINT_OPACITY } from "../logic";
import type { ReaderAction, ReaderState } from "../reader/reader-state";
import { Slider, SwatchGroup } from "./swatches";
import { ChoiceGroup, ToolButton, ToolGroup } from "../controls/ui";

const TOOLS: { id: AnnotationTool; label: string }[] = [
  { id: "none", label: "Off" },
  { id: "pen", label: "Pen" },
  { id: "highlighter", label: "Highlighter" },
];

type ReadingAidsBarProps = {
  state: ReaderState;
  dispatch: (action: ReaderAction) => void;
  onHighlightLine: () => void;
  reading: boolean | null;
  onReadAloud: () => void;
};

export function ReadingAidsBar({
  state,
  dispatch,
  onHighlightLine,
  reading,
  onReadAloud,
}: ReadingAidsBarProps) {
  const { ruler, tint, tool } = state;
  const strokesHere = state.annotations[state.page]?.length ?? 0;
  const inkChoices = tool === "pen" ? PEN_COLORS : HIGHLIGHTER_COLORS;
  const ink = tool === "pen" ? state.penColor : state.highlighterColor;

  return (
    <div
      id="pdf-reading-aids"
      className="border-brand-100 bg-brand-50 flex flex-col gap-2 border-b px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceGroup
            legend="Reading ruler"
            name="ruler-mode"
            choices={RULER_MODES}
            value={ruler.mode}
            onChange={(mode) => dispatch({ type: "ruler-mode", mode })}
          />
          {ruler.mode !== "off" ? (
            <Slider
              label="Height"
              value={ruler.height}
              min={RULER_HEIGHT.min}
              max={RULER_HEIGHT.max}
              step={RULER_HEIGHT.step}
              display={`${ruler.height} px`}
              onChange={(height) => dispatch({ type: "ruler-height", height })}
            />
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <SwatchGroup
            legend="Overlay"
            name="tint"
            swatches={TINTS}
            value={tint.id}
            onChange={(id) => dispatch({ type: "tint", id })}
          />
          {tint.id !== "none" ? (
            <Slider
              label="Strength"
              value={tint.opacity}
              min={TINT_OPACITY.min}
              max={TINT_OPACITY.max}
              step={TINT_OPACITY.step}
              display={`${Math.round(tint.opacity * 100)}%`}
              onChange={(opacity) => dispatch({ type: "tint-opacity", opacity })}
            />
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceGroup
            legend="Mark up"
            name="annotation-tool"
            choices={TOOLS}
            value={tool}
            onChange={(next) => dispatch({ type: "tool", tool: next })}
          />
          {tool !== "none" ? (
            <SwatchGroup
              legend={tool === "pen" ? "Pen colour" : "Highlighter colour"}
              name="ink"
              swatches={inkChoices.map(({ color, label }) => ({ id: color, label, color }))}
              value={ink}
              onChange={(color) =>
                dispatch({ type: tool === "pen" ? "pen-color" : "highlighter-color", color })
              }
            />
          ) : null}
        </div>
        <ToolGroup label="Marks on this page">
          {ruler.mode !== "off" ? (
            <ToolButton icon="highlighter" label="Highlight ruler line" onClick={onHighlightLine} />
          ) : null}
          <ToolButton
            icon="undo"
            label="Undo mark"
            showLabel="wide"
            onClick={() => dispatch({ type: "undo" })}
            disabled={strokesHere === 0}
          />
          <ToolButton
            icon="trash"
            label="Clear page marks"
            showLabel="wide"
            onClick={() => dispatch({ type: "clear-page" })}
            disabled={strokesHere === 0}
          />
        </ToolGroup>
        {reading !== null ? (
          <ToolButton
            icon={reading ? "stop" : "speaker"}
            label={reading ? "Stop reading" : "Read page aloud"}
            pressed={reading}
            onClick={onReadAloud}
          />
        ) : null}
      </div>
    </div>
  );
}
