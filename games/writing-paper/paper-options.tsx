"use client";
// Pen thickness (thin, medium, thick) and model letters to trace on every line.
import { useId, useState, type FormEvent } from "react";
import { MODEL_TEXT_MAX, PEN_SIZE_IDS, PEN_SIZES, strokeWidth, type PenSize } from "./logic";
import { parseModelText } from "./model-text";

type PaperOptionsProps = {
  penSize: PenSize;
  onPenSize: (size: PenSize) => void;
  modelText: string;
  onModelText: (text: string) => void;
};

const pill =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-3.5 text-sm font-semibold";
const off = "border-brand-600 bg-white text-brand-800 hover:bg-brand-50";
const on = "border-brand-800 bg-brand-700 text-white";

export function PaperOptions({ penSize, onPenSize, modelText, onModelText }: PaperOptionsProps) {
  const [draft, setDraft] = useState(modelText);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseModelText(draft);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    setDraft(result.text);
    onModelText(result.text);
  };

  return (
    <div className="flex flex-wrap items-start gap-x-5 gap-y-3">
      <div role="group" aria-label="Pen" className="flex flex-wrap items-center gap-1.5">
        <span aria-hidden="true" className="mr-1 text-sm font-semibold text-slate-700">
          Pen
        </span>
        {PEN_SIZE_IDS.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={penSize === size}
            data-pen-size={size}
            onClick={() => onPenSize(size)}
            className={`${pill} ${penSize === size ? on : off}`}
          >
            <svg aria-hidden="true" viewBox="0 0 28 12" className="h-3 w-7">
              <path
                d="M2 6h24"
                stroke="currentColor"
                strokeLinecap="round"
                strokeWidth={strokeWidth("pencil", 0.5, size)}
              />
            </svg>
            {PEN_SIZES[size].label}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
          Letters to trace
        </label>
        <input
          id={fieldId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={MODEL_TEXT_MAX * 2}
          placeholder="e.g. a b c or cat"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="min-h-11 w-44 rounded-xl border-2 border-slate-400 px-3 text-lg"
        />
        <button type="submit" className={`${pill} ${off}`}>
          Show
        </button>
        {modelText ? (
          <button
            type="button"
            className={`${pill} ${off}`}
            onClick={() => {
              setDraft("");
              onModelText("");
            }}
          >
            Hide
          </button>
        ) : null}
        {problem ? (
          <p id={problemId} role="alert" className="w-full font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
