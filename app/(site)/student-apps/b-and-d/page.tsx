import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { BAndDGame } from "@/games/b-and-d/b-and-d-game";
import { findGame } from "@/games/registry";

const game = findGame("b-and-d")!;

export const metadata = gamePageMetadata("b-and-d");

export default function BAndDPage() {
  return (
    <GameShell
      title={game.title}
      instructions="Choose the donut for d or the chocolate bar for b. The car shows which way the letter goes; then write it on the lines."
    >
      <BAndDGame />
    </GameShell>
  );
}
