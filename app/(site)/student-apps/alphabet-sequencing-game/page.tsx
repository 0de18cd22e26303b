import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { AlphabetSequencingLoader } from "./game-loader";

const game = findGame("alphabet-sequencing-game");

export const metadata: Metadata = { title: game?.title, description: game?.description };

export default function AlphabetSequencingPage() {
  return (
    <GameShell
      title={game?.title ?? "Alphabet Sequencing"}
      instructions="Find the letters a to z in order. Each letter must come after the one before it in the text."
    >
      <AlphabetSequencingLoader />
    </GameShell>
  );
}
