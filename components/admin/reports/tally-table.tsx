import Link from "next/link";
import type { Tally } from "@/lib/crm/reports/dashboard";
import { cardClass, linkClass } from "../ui";

/** Counts by a key, each linking to the inbox filtered to it. */
export function TallyTable({
  title,
  rows,
  labelOf,
  hrefOf,
  note,
}: {
  title: string;
  rows: Tally[];
  labelOf: (key: string) => string;
  hrefOf: (key: string) => string;
  note?: string;
}) {
  const id = `tally-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-brand-900 text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">No leads yet.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-700">
              <th scope="col" className="py-1 font-medium">
                {title.replace(/^Leads by /, "").replace(/^./, (c) => c.toUpperCase())}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200">
                <td className="py-1.5">
                  <Link href={hrefOf(row.key)} className={linkClass}>
                    {labelOf(row.key)}
                  </Link>
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {row.count.toLocaleString("en-US")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
