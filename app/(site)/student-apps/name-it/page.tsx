import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { NameItGame } from "@/games/name-it/name-it-game";
import { findGame } from "@/games/registry";

const game = findGame("name-it")!;

export const metadata = gamePageMetadata("name-it");

export default function NameItPage() {
  return (
    <GameShell
      title={game.title}
      instructions="Two players. Find the one symbol your card shares with the center card and tap it, or press the key shown on it: player 1 uses Q W E R / A S D F, player 2 uses U I O P / H J K L."
    >
      <NameItGame />
    </GameShell>
  );
}
