import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { NameItGame } from "@/games/name-it/name-it-game";
import { findGame } from "@/games/registry";

const game = findGame("name-it")!;

export const metadata = gamePageMetadata("name-it");

export default function NameItPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <NameItGame />
    </GameShell>
  );
}
