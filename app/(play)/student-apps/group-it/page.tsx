import type { Metadata } from "next";
// /student-apps/group-it shows the same Match It game (spec, route table); search engines are
// pointed at /student-apps/match-it so the two addresses do not compete.
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { MatchItGame } from "@/games/match-it/match-it-game";
import { findGame } from "@/games/registry";

const game = findGame("group-it")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("group-it", "match-it");
}

export default function GroupItPage() {
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <MatchItGame />
    </GameShell>
  );
}
