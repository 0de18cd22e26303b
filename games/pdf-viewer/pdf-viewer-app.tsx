"use client";
// The PDF viewer: a local file opened in the browser with pdf.js, plus reading aids for dyslexic
// readers. This module is small; pdf.js itself is downloaded only when a file is opened.
import { PlayArea } from "@/games/kit/screen/play-area";
import { useEffect, useRef } from "react";
import { FileOpener } from "./opening/file-opener";
import { PdfReader } from "./reader/pdf-reader";
import { usePdfFile } from "./opening/use-pdf-file";
import "./pdf-viewer.css";

export function PdfViewerApp() {
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, openFile, submitPassword } = usePdfFile();
  const choose = () => inputRef.current?.click();
  const open = (file: File) => void openFile(file);

  // A file dropped beside the drop zone would make the browser leave the page to show it; here
  // it opens in the viewer instead. Drops the zone or the reader already took are left alone.
  useEffect(() => {
    const allow = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes("Files")) return;
      event.preventDefault();
      const file = event.dataTransfer.files[0];
      if (file) void openFile(file);
    };
    window.addEventListener("dragover", allow);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", allow);
      window.removeEventListener("drop", drop);
    };
  }, [openFile]);

  return (
    <div>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="pdf-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again (after an error) still fires a change.
          event.currentTarget.value = "";
          if (file) open(file);
        }}
      />
      <PlayArea>
        {state.phase === "ready" ? (
          <PdfReader
            key={state.openId}
            pdf={state.pdf}
            fileName={state.name}
            onOpen={choose}
            onDropFile={open}
          />
        ) : (
          <FileOpener
            onChoose={choose}
            onDropFile={open}
            onPassword={submitPassword}
            problem={state.phase === "problem" ? state.problem : null}
            fileName={state.phase === "idle" ? null : state.name}
            opening={state.phase === "opening"}
          />
        )}
      </PlayArea>
    </div>
  );
}
