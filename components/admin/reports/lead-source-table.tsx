// The lead-source report's table: one row per source / medium / campaign with its counts at each
// stage and the share that moved on to the next, then the totals.
import { channelSentence } from "@/lib/attribution/words";
import {
  conversionRates,
  formatRate,
  type ChannelRow,
  type StageCounts,
} from "@/lib/crm/reports/reports";

function CountCells({ counts }: { counts: StageCounts }) {
  const rates = conversionRates(counts);
  const cell = "py-2 pl-4 text-right tabular-nums";
  return (
    <>
      <td className={cell}>{counts.leads.toLocaleString("en-US")}</td>
      <td className={cell}>
        {counts.booked.toLocaleString("en-US")}{" "}
        <span className="text-slate-700">({formatRate(rates.booked)})</span>
      </td>
      <td className={cell}>
        {counts.held.toLocaleString("en-US")}{" "}
        <span className="text-slate-700">({formatRate(rates.held)})</span>
      </td>
      <td className={cell}>
        {counts.enrolled.toLocaleString("en-US")}{" "}
        <span className="text-slate-700">({formatRate(rates.enrolled)})</span>
      </td>
      <td className={cell}>{formatRate(rates.overall)}</td>
    </>
  );
}

export function LeadSourceTable({ rows, totals }: { rows: ChannelRow[]; totals: StageCounts }) {
  if (rows.length === 0) return <p className="text-slate-700">No leads arrived in this period.</p>;
  const head = "py-2 pl-4 text-right font-medium";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm text-slate-700">
          In brackets: the share of the stage before that reached this one.
        </caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">
              Where families came from
            </th>
            <th scope="col" className={head}>
              Leads
            </th>
            <th scope="col" className={head}>
              Consultations booked
            </th>
            <th scope="col" className={head}>
              Consultations held
            </th>
            <th scope="col" className={head}>
              Enrolled
            </th>
            <th scope="col" className={head}>
              Leads to enrolled
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.source}\u0000${row.medium}\u0000${row.campaign}`}
              className="border-t border-slate-200"
            >
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {channelSentence(row.source, row.medium, row.campaign)}
                {/* The tags as the ad platforms show them, to match a row to a campaign there. */}
                <span className="block text-xs font-normal text-slate-700">
                  {row.source} / {row.medium} / {row.campaign}
                </span>
              </th>
              <CountCells counts={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-400 font-semibold">
            <th scope="row" className="py-2 pr-4 text-left">
              All sources
            </th>
            <CountCells counts={totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
