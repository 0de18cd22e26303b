import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { LetterTilesGame } from "@/games/letter-tiles/letter-tiles-game";

const game = findGame("letter-tiles")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("letter-tiles");
}

export default function LetterTilesPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <LetterTilesGame />
    </GameShell>
  );
}
