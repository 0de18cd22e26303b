import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { ReadingRollerLoader } from "./game-loader";

const game = findGame("reading-roller");

export const metadata: Metadata = { title: game?.title, description: game?.description };

export default function ReadingRollerPage() {
  return (
    <GameShell
      title={game?.title ?? "Reading Roller"}
      instructions="Roll the dice, read the column with that number, and tick a circle each time you read it."
    >
      <ReadingRollerLoader />
    </GameShell>
  );
}
