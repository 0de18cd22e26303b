"use client";
// Opening a file: the quick checks first (so a photo never downloads pdf.js), then pdf.js. Keeps
// the bytes of a password-protected file so the reader can type the password without choosing
// the file again. Nothing is sent anywhere: the bytes only go to pdf.js's worker in this tab.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  checkFileFacts,
  hasPdfSignature,
  problemFromPdfjsError,
  type OpenProblem,
} from "./file-check";
import { openPdfDocument, type PDFDocumentProxy } from "../pdfjs/pdfjs";

export type OpenState =
  | { phase: "idle" }
  | { phase: "opening"; name: string }
  | { phase: "problem"; problem: OpenProblem; name: string }
  | {
      phase: "ready";
      pdf: PDFDocumentProxy;
      name: string;
      /** Counts opens, so reopening a file starts fresh. */ openId: number;
    };

export function usePdfFile() {
  const [state, setState] = useState<OpenState>({ phase: "idle" });
  const lockedFile = useRef<{ name: string; bytes: Uint8Array } | null>(null);
  const attempt = useRef(0);
  const current = useRef<PDFDocumentProxy | null>(null);

  // Whatever was open is closed as soon as another file is chosen, so only one copy is in memory.
  const show = useCallback((next: OpenState) => {
    if (next.phase !== "ready" || next.pdf !== current.current) {
      void current.current?.destroy();
      current.current = next.phase === "ready" ? next.pdf : null;
    }
    setState(next);
  }, []);

  const load = useCallback(
    async (name: string, bytes: Uint8Array, password?: string) => {
      const id = ++attempt.current;
      show({ phase: "opening", name });
      try {
        const pdf = await openPdfDocument(bytes, password);
        if (id !== attempt.current) return void pdf.destroy();
        lockedFile.current = null;
        show({ phase: "ready", pdf, name, openId: id });
      } catch (error) {
        if (id !== attempt.current) return;
        const problem = problemFromPdfjsError(error);
        lockedFile.current =
          problem === "needs-password" || problem === "wrong-password" ? { name, bytes } : null;
        show({ phase: "problem", problem, name });
      }
    },
    [show],
  );

  const openFile = useCallback(
    async (file: File) => {
      const id = ++attempt.current;
      lockedFile.current = null;
      const quick = checkFileFacts(file);
      if (quick) return show({ phase: "problem", problem: quick, name: file.name });
      show({ phase: "opening", name: file.name });
      // Reading fails when the file was moved or deleted after it was chosen, or sits on a
      // disconnected drive; that is worth another try, not a verdict on the file.
      const bytes = await file.arrayBuffer().then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      );
      if (id !== attempt.current) return;
      if (!bytes) return show({ phase: "problem", problem: "failed", name: file.name });
      if (!hasPdfSignature(bytes))
        return show({ phase: "problem", problem: "not-pdf", name: file.name });
      await load(file.name, bytes);
    },
    [load, show],
  );

  const submitPassword = useCallback(
    (password: string) => {
      const locked = lockedFile.current;
      if (locked) void load(locked.name, locked.bytes, password);
    },
    [load],
  );

  useEffect(
    () => () => {
      void current.current?.destroy();
    },
    [],
  );

  return { state, openFile, submitPassword };
}
