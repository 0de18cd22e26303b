import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { VowelSoundsLoader } from "./game-loader";

const game = findGame("vowel-sounds");

export const metadata: Metadata = { title: game?.title ?? "Vowel Sounds", description: game?.description };

export default function VowelSoundsPage() {
  return (
    <GameShell title={game?.title ?? "Vowel Sounds"} instructions="Tap every vowel once and listen to its word. Find all 28 to finish.">
      <VowelSoundsLoader />
    </GameShell>
  );
}
