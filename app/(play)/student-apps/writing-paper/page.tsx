import type { Metadata } from "next";
import { gamePageMetadata } from "@/lib/seo/metadata";
import { GameShell } from "@/components/games/game-shell";
import { findGame } from "@/games/registry";
import { WritingPaperGame } from "@/games/writing-paper/writing-paper-game";

const game = findGame("writing-paper")!;

export function generateMetadata(): Promise<Metadata> {
  return gamePageMetadata("writing-paper");
}

type Props = { searchParams: Promise<{ bg?: string | string[] }> };

export default async function WritingPaperPage({ searchParams }: Props) {
  const { bg } = await searchParams;
  return (
    <GameShell title={game.title} instructions={game.instructions}>
      <WritingPaperGame transparent={bg === "transparent"} />
    </GameShell>
  );
}
