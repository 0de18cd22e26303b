import type { Metadata } from "next";
import { findGame } from "@/games/registry";
import { WritingPaperGame } from "@/games/writing-paper/writing-paper-game";

const game = findGame("writing-paper")!;

export const metadata: Metadata = {
  title: game.title,
  description: game.description,
  robots: { index: false },
};

type Props = { searchParams: Promise<{ bg?: string | string[] }> };

// GET /embed/writing-paper – the Writing Paper tool alone, for framing (?bg=transparent to show
// the host page through the paper).
export default async function WritingPaperEmbedPage({ searchParams }: Props) {
  const { bg } = await searchParams;
  const transparent = bg === "transparent";
  return (
    <div className="px-3 py-3">
      {transparent ? <style>{"html,body{background:transparent}"}</style> : null}
      <h1 className="sr-only">{game.title}</h1>
      <WritingPaperGame transparent={transparent} />
    </div>
  );
}
