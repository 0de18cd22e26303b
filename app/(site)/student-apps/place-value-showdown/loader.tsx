"use client";
// The game loads lazily, on this route only and in the browser (it reads the address for its
// setup and seed), with a plain message while its code arrives.
import dynamic from "next/dynamic";

const PlaceValueShowdownGame = dynamic(() => import("@/games/place-value-showdown/PlaceValueShowdownGame").then((m) => m.PlaceValueShowdownGame), {
  ssr: false,
  loading: () => (
    <p role="status" className="rounded-3xl bg-brand-50 p-8 text-center text-lg text-brand-900">
      Loading Place Value Showdown…
    </p>
  ),
});

export function PlaceValueShowdownLoader() {
  return <PlaceValueShowdownGame />;
}
