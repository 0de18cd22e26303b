import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { PlaceValueShowdownLoader } from "./loader";

const game = findGame("place-value-showdown")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("place-value-showdown");
}

export default function PlaceValueShowdownPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <PlaceValueShowdownLoader />
    </GameShell>
  );
}
