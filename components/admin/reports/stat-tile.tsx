import Link from "next/link";

/** A number with what it counts, linking to the list behind it. */
export function StatTile({
  label,
  value,
  href,
  hint,
  tone = "normal",
}: {
  label: string;
  value: number;
  href: string;
  hint?: string;
  tone?: "normal" | "alert";
}) {
  return (
    <Link
      href={href}
      className={`hover:border-brand-400 block rounded-2xl border bg-white p-5 shadow-sm ${tone === "alert" && value > 0 ? "border-red-300" : "border-brand-100"}`}
    >
      <span className="block text-sm text-slate-700">{label}</span>
      <span
        className={`mt-1 block text-3xl font-bold ${tone === "alert" && value > 0 ? "text-red-800" : "text-brand-900"}`}
      >
        {value.toLocaleString("en-US")}
      </span>
      {hint ? <span className="mt-1 block text-xs text-slate-600">{hint}</span> : null}
    </Link>
  );
}
