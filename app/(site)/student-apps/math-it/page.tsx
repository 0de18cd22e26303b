import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { MathItGame } from "@/games/math-it/math-it-game";
import { findGame } from "@/games/registry";

const game = findGame("math-it")!;

export const metadata = gamePageMetadata("math-it");

export default function MathItPage() {
  return (
    <GameShell
      title={game.title}
      instructions="Two players, one equation. Find its answer on your card and tap it, or press the key shown on it: player 1 uses Q W E R / A S D F, player 2 uses U I O P / H J K L. A wrong answer makes you wait 2 seconds."
    >
      <MathItGame />
    </GameShell>
  );
}
