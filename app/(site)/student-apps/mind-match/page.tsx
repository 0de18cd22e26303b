import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { games } from "@/games/registry";
import { MindMatchLoader } from "./loader";

const game = games.find((entry) => entry.slug === "mind-match")!;

export const metadata: Metadata = { title: game.title, description: game.description };

export default function MindMatchPage() {
  return (
    <GameShell title={game.title} instructions="Turn over two cards. If they go together, you keep them face up and go again. Remember where the others are!">
      <MindMatchLoader />
    </GameShell>
  );
}
