"use client";
// The game runs in the browser only (it reads ?seed= and measures the pond) and loads after the
// page shell, so the route's first load stays small.
import dynamic from "next/dynamic";

export const IceFishersLoader = dynamic(
  () => import("@/games/ice-fishers/IceFishersGame").then((m) => m.IceFishersGame),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="rounded-3xl bg-[#eef8ff] p-10 text-center text-lg text-slate-700">
        Drilling holes in the ice…
      </p>
    ),
  },
);
