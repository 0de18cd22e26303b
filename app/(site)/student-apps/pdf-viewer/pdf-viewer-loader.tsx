"use client";
// Loads the viewer in the browser only, after the page shell: it needs the File and canvas APIs,
// and pdf.js inside it loads later still, when a file is opened.
import dynamic from "next/dynamic";

export const PdfViewerLoader = dynamic(
  () => import("@/games/pdf-viewer/PdfViewerApp").then((m) => m.PdfViewerApp),
  {
    ssr: false,
    loading: () => (
      <p
        role="status"
        className="border-brand-100 rounded-3xl border bg-white p-10 text-center text-lg text-slate-700"
      >
        Getting the PDF viewer ready…
      </p>
    ),
  },
);
