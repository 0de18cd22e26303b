import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { AlphabetSequencingLoader } from "./loader";

const game = findGame("alphabet-sequencing-game")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("alphabet-sequencing-game");
}

export default function AlphabetSequencingPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <AlphabetSequencingLoader />
    </GameShell>
  );
}
