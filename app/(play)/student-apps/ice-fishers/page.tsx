import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { IceFishersLoader } from "./loader";

const game = findGame("ice-fishers")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("ice-fishers");
}

export default function IceFishersPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <IceFishersLoader />
    </GameShell>
  );
}
