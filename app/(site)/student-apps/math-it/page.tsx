import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { MathItGame } from "@/games/math-it/MathItGame";
import { findGame } from "@/games/registry";

const game = findGame("math-it");

export const metadata: Metadata = { title: game?.title ?? "Math It", description: game?.description };

export default function MathItPage() {
  return (
    <GameShell
      title="Math It"
      instructions="Two players, one equation. Find its answer on your card and tap it, or press the key shown on it: player 1 uses Q W E R / A S D F, player 2 uses U I O P / H J K L. A wrong answer makes you wait 2 seconds."
    >
      <MathItGame />
    </GameShell>
  );
}
