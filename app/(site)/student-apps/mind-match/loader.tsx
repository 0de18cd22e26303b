"use client";
// The game loads lazily, on this route only and in the browser (it reads its setup and seed
// from the address), with a plain message while its code arrives.
import dynamic from "next/dynamic";

const MindMatchGame = dynamic(() => import("@/games/mind-match/MindMatchGame").then((m) => m.MindMatchGame), {
  ssr: false,
  loading: () => (
    <p role="status" className="rounded-3xl bg-brand-50 p-8 text-center text-lg text-brand-900">
      Loading Mind Match…
    </p>
  ),
});

export function MindMatchLoader() {
  return <MindMatchGame />;
}
