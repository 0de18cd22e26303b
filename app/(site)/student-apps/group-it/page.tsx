// /student-apps/group-it shows the same Match It game (spec, route table); search engines are
// pointed at /student-apps/match-it so the two addresses do not compete.
import type { Metadata } from "next";
import { GameShell } from "@/components/games/game-shell";
import { MatchItGame } from "@/games/match-it/MatchItGame";
import { findGame } from "@/games/registry";

const game = findGame("group-it");

export const metadata: Metadata = {
  title: game?.title ?? "Match It",
  description: game?.description,
  alternates: { canonical: "/student-apps/match-it" },
};

export default function GroupItPage() {
  return (
    <GameShell title="Match It">
      <MatchItGame />
    </GameShell>
  );
}
