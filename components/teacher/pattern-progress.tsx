// Progress over time per pattern: a small line chart drawn as SVG (hidden from screen readers)
// and the same numbers in a table beside it, which is what a screen reader reads.
import type { WeekPoint } from "@/activities/confusions/summary";

// Distinct in hue and lightness, and each line also has its own dash, so colour is never the only cue.
const lines = [
  { stroke: "#1d4ed8", dash: "" },
  { stroke: "#b45309", dash: "6 3" },
  { stroke: "#047857", dash: "2 3" },
  { stroke: "#7e22ce", dash: "10 3 2 3" },
  { stroke: "#be123c", dash: "1 2" },
];
const MAX_LINES = lines.length;
const W = 320;
const H = 160;
const PAD = 28;

const weekLabel = (d: Date) => d.toISOString().slice(5, 10);

export function PatternProgress({
  progress,
}: {
  progress: { tag: string; points: WeekPoint[] }[];
}) {
  const shown = progress.slice(0, MAX_LINES);
  if (!shown.length) return null;
  const weeks = shown[0]!.points.length;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, weeks - 1);
  const y = (percent: number) => H - PAD - (percent * (H - 2 * PAD)) / 100;
  return (
    <div className="mt-3 flex flex-wrap items-start gap-6">
      <figure aria-hidden="true" className="m-0">
        <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="max-w-full">
          {[0, 50, 100].map((p) => (
            <g key={p}>
              <line x1={PAD} x2={W - PAD} y1={y(p)} y2={y(p)} stroke="#cbd5e1" />
              <text x={2} y={y(p) + 4} fontSize="10" fill="#334155">
                {p}%
              </text>
            </g>
          ))}
          {shown.map((series, s) => {
            const look = lines[s]!;
            // A week without tries leaves a gap rather than a fall to zero.
            const segments: string[][] = [[]];
            series.points.forEach((point, i) => {
              if (point.percent === null) segments.push([]);
              else segments.at(-1)!.push(`${x(i)},${y(point.percent)}`);
            });
            return (
              <g key={series.tag}>
                {segments
                  .filter((seg) => seg.length)
                  .map((seg, k) => (
                    <polyline
                      key={k}
                      points={seg.join(" ")}
                      fill="none"
                      stroke={look.stroke}
                      strokeWidth="2.5"
                      strokeDasharray={look.dash || undefined}
                    />
                  ))}
                {series.points.map((point, i) =>
                  point.percent === null ? null : (
                    <circle key={i} cx={x(i)} cy={y(point.percent)} r="3" fill={look.stroke} />
                  ),
                )}
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-1 flex flex-wrap gap-3 text-sm text-slate-800">
          {shown.map((series, s) => (
            <span key={series.tag} className="inline-flex items-center gap-1">
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  stroke={lines[s]!.stroke}
                  strokeWidth="2.5"
                  strokeDasharray={lines[s]!.dash || undefined}
                />
              </svg>
              {series.tag}
            </span>
          ))}
        </figcaption>
      </figure>
      <table className="text-left text-sm">
        <caption className="text-left font-medium text-slate-800">
          Percent right each week (week starting, UTC)
        </caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3">
              Pattern
            </th>
            {shown[0]!.points.map((point) => (
              <th key={point.weekStart.toISOString()} scope="col" className="py-1 pr-3">
                {weekLabel(point.weekStart)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((series) => (
            <tr key={series.tag} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 font-medium">
                {series.tag}
              </th>
              {series.points.map((point) => (
                <td key={point.weekStart.toISOString()} className="py-1 pr-3">
                  {point.percent === null
                    ? "–"
                    : `${point.percent}% (${point.right} of ${point.tries})`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
