"use client";
// The game loads lazily, on this route only and in the browser (it reads its word list, timer
// and seed from the address), with a plain message while its code arrives.
import dynamic from "next/dynamic";

const WhackAMoleGame = dynamic(() => import("@/games/whack-a-mole/WhackAMoleGame").then((m) => m.WhackAMoleGame), {
  ssr: false,
  loading: () => (
    <p role="status" className="rounded-3xl bg-brand-50 p-8 text-center text-lg text-brand-900">
      Loading Whack-a-Mole…
    </p>
  ),
});

export function WhackAMoleLoader() {
  return <WhackAMoleGame />;
}
