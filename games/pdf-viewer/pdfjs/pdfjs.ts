"use client";
// pdf.js is large, so it is imported only when someone opens a file, never with the page. Its
// worker, fonts, image decoders and colour profile are served from public/pdfjs (committed; see
// sync-pdfjs-assets.mjs): nothing comes from a CDN and the file never leaves the device.
import type { PDFDocumentProxy } from "pdfjs-dist";
import type * as PdfjsModule from "pdfjs-dist";

type Pdfjs = typeof PdfjsModule;
let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import("pdfjs-dist").then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = "/pdfjs/pdf.worker.min.mjs";
    return pdfjs;
  });
  // A failed download (offline, deploy in progress) may be retried on the next open.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Opens PDF bytes. pdf.js takes ownership of the buffer it is given, so it gets a copy. */
export async function openPdfDocument(
  bytes: Uint8Array,
  password?: string,
): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    password,
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    wasmUrl: "/pdfjs/wasm/",
    // The CMYK profile: worksheets made for a print shop are often CMYK.
    iccUrl: "/pdfjs/iccs/",
    // Our Content-Security-Policy forbids eval in production; pdf.js has a slower path without it.
    isEvalSupported: false,
    enableXfa: false,
  });
  return task.promise;
}

export type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
