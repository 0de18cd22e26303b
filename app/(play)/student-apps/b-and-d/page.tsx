import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { BAndDGame } from "@/games/b-and-d/b-and-d-game";
import { findGame } from "@/games/registry";

const game = findGame("b-and-d")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("b-and-d");
}

export default function BAndDPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <BAndDGame />
    </GameShell>
  );
}
