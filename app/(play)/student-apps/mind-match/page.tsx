import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { MindMatchLoader } from "./loader";

const game = findGame("mind-match")!;

export const metadata = gamePageMetadata("mind-match");

export default function MindMatchPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <MindMatchLoader />
    </GameShell>
  );
}
