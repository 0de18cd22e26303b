import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { GrammarGame } from "@/games/grammar/grammar-game";
import { findGame } from "@/games/registry";

const game = findGame("grammar")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("grammar");
}

export default function GrammarPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <GrammarGame />
    </GameShell>
  );
}
