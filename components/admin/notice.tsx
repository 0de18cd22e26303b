import type { ReactNode } from "react";

const tones = {
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-brand-200 bg-brand-50 text-brand-950",
  success: "border-green-300 bg-green-50 text-green-900",
};

/** A message box; errors are announced as alerts. */
export function Notice({
  tone = "info",
  children,
  className = "",
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
