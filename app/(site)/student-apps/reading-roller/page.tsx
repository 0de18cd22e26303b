import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { ReadingRollerLoader } from "./loader";

const game = findGame("reading-roller")!;

export const metadata = gamePageMetadata("reading-roller");

export default function ReadingRollerPage() {
  return (
    <GameShell
      title={game.title}
      instructions="Roll the dice, read the column with that number, and tick a circle each time you read it."
    >
      <ReadingRollerLoader />
    </GameShell>
  );
}
