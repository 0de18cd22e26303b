"use client";
// Printing: every page is drawn to an image (with the reader's pen and highlighter marks) and
// only those images are shown to the printer. The browser's own print of a canvas page would
// print one screen, not the document.
import { strokesOn, type Annotations } from "../annotations/annotations";
import { drawStrokes } from "../annotations/draw-strokes";
import type { PDFDocumentProxy } from "../pdfjs/pdfjs";

/** 150 dots per inch: sharp on paper without huge images for long documents. */
const PRINT_SCALE = 150 / 72;

export async function printPdf(
  pdf: PDFDocumentProxy,
  annotations: Annotations,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  // Browsers that never fire afterprint leave the last job behind; it goes before the next one.
  document.getElementById("pdf-print-pages")?.remove();
  document.body.classList.remove("pdf-printing");
  const container = document.createElement("div");
  container.id = "pdf-print-pages";
  const urls: string[] = [];
  const images: HTMLImageElement[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: PRINT_SCALE });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport, intent: "print" }).promise;
      const ctx = canvas.getContext("2d");
      if (ctx) drawStrokes(ctx, strokesOn(annotations, n), canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      canvas.width = 0; // frees the bitmap now rather than at garbage collection
      page.cleanup();
      if (blob) {
        const url = URL.createObjectURL(blob);
        urls.push(url);
        const image = new Image();
        image.src = url;
        image.alt = `Page ${n}`;
        images.push(image);
        container.append(image);
      }
      onProgress(n, pdf.numPages);
    }
    document.body.append(container);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  } catch (error) {
    urls.forEach((url) => URL.revokeObjectURL(url));
    throw error;
  }

  const cleanup = () => {
    window.removeEventListener("afterprint", cleanup);
    document.body.classList.remove("pdf-printing");
    container.remove();
    urls.forEach((url) => URL.revokeObjectURL(url));
  };
  window.addEventListener("afterprint", cleanup);
  document.body.classList.add("pdf-printing");
  window.print();
}
