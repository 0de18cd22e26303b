// The printed Spinner Wheel worksheet (one page): the wheel to spin with a paper clip held by a
// pencil at its centre, and a table to write down each spin.
import type { SpinnerWheelContent, SpinnerWheelSettings } from "@/activities/spinner-wheel/schema";
import { WheelFace } from "./wheel-face";

const MAX_ROWS_ON_PAGE = 12;

export function SpinnerWheelWorksheet({
  title,
  content,
  settings,
}: {
  title: string;
  content: SpinnerWheelContent;
  settings: SpinnerWheelSettings;
}) {
  const rows = Math.min(
    MAX_ROWS_ON_PAGE,
    settings.removeAfterSpin ? content.segments.length : settings.spins,
  );
  return (
    <section className="mx-auto max-w-3xl px-6 py-8 print:p-0">
      <h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-700">
        Name: ______________ Hold a paper clip at the centre of the wheel with a pencil tip and
        flick it. Write what it lands on, then read it or use it.
      </p>
      <div className="mt-4 grid grid-cols-[16rem_1fr] items-start gap-6 print:grid-cols-[15rem_1fr]">
        <figure>
          <WheelFace labels={content.segments} className="w-full" />
          <figcaption className="mt-2 text-sm text-slate-700">
            On the wheel: {content.segments.join(", ")}
          </figcaption>
        </figure>
        <table className="w-full border-collapse">
          <thead>
            <tr>
              <th scope="col" className="w-16 border-2 border-slate-500 p-2 text-left">
                Spin
              </th>
              <th scope="col" className="border-2 border-slate-500 p-2 text-left">
                It landed on
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                <td className="h-10 border-2 border-slate-500 p-2">{row + 1}</td>
                <td className="border-2 border-slate-500" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
