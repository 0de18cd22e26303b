"use client";
// Loads the viewer in the browser only, after the page shell: it needs the File and canvas APIs,
// and pdf.js inside it loads later still, when a file is opened.
import dynamic from "next/dynamic";
import { PlayAreaSkeleton } from "@/games/kit/screen/play-area";

export const PdfViewerLoader = dynamic(
  () => import("@/games/pdf-viewer/pdf-viewer-app").then((m) => m.PdfViewerApp),
  {
    ssr: false,
    loading: () => <PlayAreaSkeleton label="Getting the PDF viewer ready…" />,
  },
);
