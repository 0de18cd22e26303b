import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { ReadingRollerLoader } from "./loader";

const game = findGame("reading-roller")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("reading-roller");
}

export default function ReadingRollerPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <ReadingRollerLoader />
    </GameShell>
  );
}
