import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { PdfViewerLoader } from "./loader";

const game = findGame("pdf-viewer")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("pdf-viewer");
}

export default function PdfViewerPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <PdfViewerLoader />
    </GameShell>
  );
}
