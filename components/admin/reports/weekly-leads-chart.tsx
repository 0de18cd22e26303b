// Leads per week by source as stacked bars, drawn on the server as plain SVG: no chart library
// and no JavaScript reach the browser. The same numbers follow in a table for screen readers
// and for anyone who wants the exact counts.
import type { WeeklySeries } from "@/lib/crm/reports/reports";
import { formatDay } from "@/lib/practice/business-time";

// Strong colours that keep 3:1 against white and against their neighbours in the stack.
const COLOURS = ["#0271b8", "#c2410c", "#15803d", "#7e22ce", "#be123c", "#475569"];
const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 36;
const LEFT = 44;
const BAR_STEP = 28;

/** The smallest of 1, 2, 5 × a power of ten that is at least `value` (so the axis reads cleanly). */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((n) => n >= value) ?? 10 * power;
}

export function WeeklyLeadsChart({ series }: { series: WeeklySeries }) {
  const totals = series.weeks.map((_, i) =>
    series.sources.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0),
  );
  const max = niceCeiling(Math.max(0, ...totals));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const width = LEFT + series.weeks.length * BAR_STEP + 8;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(series.weeks.length / 10));
  const total = totals.reduce((a, b) => a + b, 0);
  return (
    <figure aria-labelledby="weekly-chart-caption">
      <figcaption id="weekly-chart-caption" className="text-brand-900 text-lg font-semibold">
        Leads per week by source
      </figcaption>
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
        aria-label="Chart legend"
      >
        {series.sources.map((s, i) => (
          <li key={s.source} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: COLOURS[i % COLOURS.length] }}
            />
            {s.source}
          </li>
        ))}
      </ul>
      <div className="mt-3 overflow-x-auto">
        <svg
          role="img"
          aria-labelledby="weekly-chart-title weekly-chart-desc"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          className="max-w-none text-slate-700"
          data-testid="weekly-leads-chart"
        >
          <title id="weekly-chart-title">Leads per week by source</title>
          <desc id="weekly-chart-desc">
            {total === 0
              ? "No leads in this period."
              : `${total.toLocaleString("en-US")} leads over ${series.weeks.length} weeks; the busiest week had ${Math.max(...totals).toLocaleString("en-US")}. The table below lists every week.`}
          </desc>
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor">
                {tick.toLocaleString("en-US")}
              </text>
            </g>
          ))}
          {series.weeks.map((week, i) => {
            let base = 0;
            const x = LEFT + i * BAR_STEP + 4;
            return (
              <g key={week}>
                {series.sources.map((s, j) => {
                  const value = s.counts[i] ?? 0;
                  if (value === 0) return null;
                  const top = y(base + value);
                  const rect = (
                    <rect
                      key={s.source}
                      x={x}
                      y={top}
                      width={BAR_STEP - 8}
                      height={y(base) - top}
                      fill={COLOURS[j % COLOURS.length]}
                      stroke="#fff"
                      strokeWidth="1"
                    />
                  );
                  base += value;
                  return rect;
                })}
                {i % labelEvery === 0 ? (
                  <text
                    x={x + (BAR_STEP - 8) / 2}
                    y={HEIGHT - BOTTOM + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill="currentColor"
                  >
                    {week.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details className="mt-3">
        <summary className="text-brand-700 cursor-pointer text-sm font-medium">
          The chart&apos;s numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="text-sm">
            <caption className="sr-only">Leads per week by source</caption>
            <thead>
              <tr className="text-left text-slate-700">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Week of
                </th>
                {series.sources.map((s) => (
                  <th key={s.source} scope="col" className="py-1 pr-4 text-right font-medium">
                    {s.source}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.weeks.map((week, i) => (
                <tr key={week} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    {formatDay(week)}
                  </th>
                  {series.sources.map((s) => (
                    <td key={s.source} className="py-1 pr-4 text-right tabular-nums">
                      {(s.counts[i] ?? 0).toLocaleString("en-US")}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
