import type { ReactNode } from "react";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  green: "bg-green-100 text-green-900",
  amber: "bg-amber-100 text-amber-950",
  red: "bg-red-100 text-red-900",
};

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
