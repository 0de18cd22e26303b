import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { MindMatchLoader } from "./loader";

const game = findGame("mind-match")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("mind-match");
}

export default function MindMatchPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <MindMatchLoader />
    </GameShell>
  );
}
