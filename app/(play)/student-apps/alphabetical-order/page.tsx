import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { AlphabeticalOrderLoader } from "./loader";

const game = findGame("alphabetical-order")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("alphabetical-order");
}

export default function AlphabeticalOrderPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <AlphabeticalOrderLoader />
    </GameShell>
  );
}
