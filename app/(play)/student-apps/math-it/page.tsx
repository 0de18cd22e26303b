import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { MathItGame } from "@/games/math-it/math-it-game";
import { findGame } from "@/games/registry";

const game = findGame("math-it")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("math-it");
}

export default function MathItPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <MathItGame />
    </GameShell>
  );
}
