import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { MatchItGame } from "@/games/match-it/match-it-game";
import { findGame } from "@/games/registry";

const game = findGame("match-it")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("match-it");
}

export default function MatchItPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <MatchItGame />
    </GameShell>
  );
}
