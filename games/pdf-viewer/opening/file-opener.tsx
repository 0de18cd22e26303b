"use client";
// The first screen: drop a PDF or choose one. It says plainly that the file stays on this device,
// and shows what went wrong when a file cannot be opened (with a password box when that helps).
import { buttonClasses } from "@/components/ui/button";
import { useId, useState, type DragEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { openMessages, type OpenProblem } from "./file-check";
import { Icon } from "../controls/icons";

type FileOpenerProps = {
  onChoose: () => void;
  onDropFile: (file: File) => void;
  onPassword: (password: string) => void;
  problem: OpenProblem | null;
  fileName: string | null;
  opening: boolean;
};

export function FileOpener({
  onChoose,
  onDropFile,
  onPassword,
  problem,
  fileName,
  opening,
}: FileOpenerProps) {
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const passwordId = useId();
  const needsPassword = problem === "needs-password" || problem === "wrong-password";

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onDropFile(file);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("password");
    if (typeof value === "string" && value) onPassword(value);
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
      <div
        data-testid="pdf-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-3xl border-4 border-dashed px-6 py-6 text-center transition-colors ${
          dragging ? "border-brand-600 bg-brand-100" : "border-brand-300 bg-white"
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 96 96" className="h-16 w-16">
          <rect
            x="18"
            y="8"
            width="56"
            height="76"
            rx="8"
            fill="#dff0fd"
            stroke="#0271b8"
            strokeWidth="4"
          />
          <path
            d="M30 30h32M30 42h32M30 54h22"
            stroke="#0271b8"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <rect x="26" y="38" width="40" height="10" rx="3" fill="#fbc531" opacity="0.7" />
          <circle cx="70" cy="70" r="16" fill="#fbc531" stroke="#0c4066" strokeWidth="4" />
          <path
            d="M70 62v16M62 70l8 8 8-8"
            stroke="#0c4066"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
        <h2 id={headingId} className="text-brand-900 text-2xl font-bold">
          Open a PDF to read
        </h2>
        <p className="max-w-md text-lg text-slate-700">
          Drag a PDF here, or choose one from this device.
        </p>
        <button
          type="button"
          onClick={onChoose}
          disabled={opening}
          className={buttonClasses("primary")}
        >
          <Icon name="open" className="h-6 w-6" />
          {opening ? "Opening…" : "Choose a PDF"}
        </button>
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Icon name="lock" className="text-brand-700 h-5 w-5" />
          Your file stays on this device. Nothing is uploaded.
        </p>
      </div>

      {opening ? (
        <p role="status" className="mt-4 text-center text-slate-700">
          Opening {fileName}…
        </p>
      ) : null}

      {problem ? (
        <div
          role="alert"
          data-testid="pdf-open-problem"
          className="mt-4 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <p className="flex items-start gap-2 font-semibold">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-400 font-bold text-amber-950"
            >
              !
            </span>
            <span>{openMessages[problem]}</span>
          </p>
          {fileName ? <p className="mt-1 pl-8 text-sm">File: {fileName}</p> : null}
        </div>
      ) : null}

      {needsPassword ? (
        <form
          onSubmit={submit}
          className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm"
        >
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor={passwordId} className="text-brand-900 font-semibold">
              PDF password
            </label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="off"
              required
              className="border-brand-200 focus:border-brand-600 min-h-11 rounded-xl border-2 px-3 text-lg"
            />
          </div>
          <Button type="submit">Open with password</Button>
        </form>
      ) : null}

      <ul className="mx-auto mt-4 grid max-w-3xl gap-3 text-slate-700 sm:grid-cols-3">
        <Tip icon="ruler" title="Reading ruler">
          A strip that follows your finger, mouse or arrow keys, one line at a time.
        </Tip>
        <Tip icon="eye" title="Coloured overlays">
          Tint the page yellow, blue, green and more, as light or strong as you like.
        </Tip>
        <Tip icon="highlighter" title="Pen and highlighter">
          Mark words on each page, then print the page with your marks.
        </Tip>
      </ul>
    </section>
  );
}

function Tip({
  icon,
  title,
  children,
}: {
  icon: "ruler" | "eye" | "highlighter";
  title: string;
  children: string;
}) {
  return (
    <li className="rounded-2xl bg-white p-3 shadow-sm">
      <p className="text-brand-900 flex items-center gap-2 font-semibold">
        <Icon name={icon} className="text-brand-700 h-6 w-6" />
        {title}
      </p>
      <p className="mt-1 text-sm">{children}</p>
    </li>
  );
}
