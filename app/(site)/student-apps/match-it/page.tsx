import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { MatchItGame } from "@/games/match-it/MatchItGame";
import { findGame } from "@/games/registry";

const game = findGame("match-it");

export const metadata: Metadata = { title: game?.title ?? "Match It", description: game?.description };

export default function MatchItPage() {
  return (
    <GameShell title="Match It">
      <MatchItGame />
    </GameShell>
  );
}
