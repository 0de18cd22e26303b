import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { NameItGame } from "@/games/name-it/name-it-game";
import { findGame } from "@/games/registry";

const game = findGame("name-it")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("name-it");
}

export default function NameItPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <NameItGame />
    </GameShell>
  );
}
