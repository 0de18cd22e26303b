import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { PlaceValueShowdownLoader } from "./loader";

const game = findGame("place-value-showdown")!;

export const metadata = gamePageMetadata("place-value-showdown");

export default function PlaceValueShowdownPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <PlaceValueShowdownLoader />
    </GameShell>
  );
}
