import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { PdfViewerLoader } from "./loader";

const game = findGame("pdf-viewer")!;

export const metadata = gamePageMetadata("pdf-viewer");

export default function PdfViewerPage() {
  return (
    <GameShell
      title={game.title}
      instructions="Open a worksheet or reading passage from your device, then use the reading ruler, coloured overlays, pen and highlighter."
    >
      <PdfViewerLoader />
    </GameShell>
  );
}
