import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { WhackAMoleLoader } from "./loader";

const game = findGame("whack-a-mole")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("whack-a-mole");
}

export default function WhackAMolePage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <WhackAMoleLoader />
    </GameShell>
  );
}
