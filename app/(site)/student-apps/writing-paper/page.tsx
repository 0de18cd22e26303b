import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";

const game = findGame("writing-paper");

export const metadata: Metadata = { title: game?.title, description: game?.description };

export default function GamePage() {
  if (!game) notFound();
  return (
    <GameShell title={game.title} instructions={game.description}>
      <p className="rounded-2xl border border-brand-100 bg-white p-6 text-slate-700">
        This game opens here shortly. In the meantime, every other game in the student apps menu is free to play.
      </p>
    </GameShell>
  );
}
