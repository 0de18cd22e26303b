import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { VowelSoundsLoader } from "./loader";

const game = findGame("vowel-sounds")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("vowel-sounds");
}

export default function VowelSoundsPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <VowelSoundsLoader />
    </GameShell>
  );
}
