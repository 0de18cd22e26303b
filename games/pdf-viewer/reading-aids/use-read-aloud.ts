"use client";
// "Read page aloud": the page's text from pdf.js, spoken by the browser's voice. Turning the page
// stops it. Scanned pages have no text, and the reader is told so rather than left in silence.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PDFDocumentProxy } from "../pdfjs/pdfjs";
import { readAloud, stopReading } from "./read-aloud";
import { useCanSpeak } from "@/games/kit/audio/speech";

export function useReadAloud(
  pdf: PDFDocumentProxy,
  page: number,
  announce: (message: string) => void,
) {
  const available = useCanSpeak();
  const [reading, setReading] = useState(false);
  const request = useRef(0);

  useEffect(
    () => () => {
      request.current++;
      stopReading();
      setReading(false);
    },
    [pdf, page],
  );

  const toggle = useCallback(async () => {
    const id = ++request.current;
    if (reading) {
      stopReading();
      setReading(false);
      return;
    }
    setReading(true);
    try {
      const content = await (await pdf.getPage(page)).getTextContent();
      if (id !== request.current) return;
      const text = content.items
        .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? " " : ""}` : ""))
        .join("");
      if (!text.trim()) {
        setReading(false);
        announce("This page has no text to read aloud. It may be a scanned picture.");
        return;
      }
      readAloud(text, () => id === request.current && setReading(false));
    } catch {
      setReading(false);
    }
  }, [announce, page, pdf, reading]);

  return { reading: available ? reading : null, toggle };
}
