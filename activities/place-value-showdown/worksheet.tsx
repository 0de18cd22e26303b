// Place Value Showdown on paper: six rounds of digit cards (a fixed seed, so reprints match) to
// build into the place-value chart, then write in expanded form.
import { createRandom } from "@/games/kit/random/random";
import { goalForRound, newGame } from "@/games/place-value-showdown/logic";
import { placeShortLabel, placesOf } from "@/games/place-value-showdown/numbers";
import type { Settings } from "@/games/place-value-showdown/settings";

export const worksheetRounds = 6;

/** The printed rounds, the same on every print (the worksheet and its answer key share them). */
export function worksheetRoundsOf(settings: Settings) {
  const random = createRandom(1);
  return Array.from({ length: worksheetRounds }, (_, i) => ({
    digits: newGame(settings, random).boards[0].hand,
    goal: goalForRound(settings, i + 1),
  }));
}

export function PlaceValueShowdownWorksheet({ settings }: { settings: Settings }) {
  const places = placesOf(settings.places);
  const rounds = worksheetRoundsOf(settings);
  return (
    <>
      <p className="mt-1 text-slate-700">
        Name: ______________ Use each digit once to build the number, then write it in expanded
        form.
      </p>
      <ol className="mt-4 space-y-4 print:space-y-3">
        {rounds.map((round, i) => (
          <li key={i} className="break-inside-avoid">
            <p className="text-lg">
              Digits:{" "}
              <span className="text-xl font-semibold tracking-widest">
                {round.digits.join("  ")}
              </span>{" "}
              · Build the <strong>{round.goal}</strong> number.
            </p>
            <div className="mt-1 flex items-end gap-4">
              <table className="border-collapse text-center">
                <thead>
                  <tr>
                    {places.map((place) => (
                      <th
                        key={place}
                        scope="col"
                        className="w-12 border border-slate-500 px-2 font-semibold"
                      >
                        {placeShortLabel[place]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    {places.map((place) => (
                      <td key={place} className="h-10 border border-slate-500" />
                    ))}
                  </tr>
                </tbody>
              </table>
              <span className="flex-1 border-b border-slate-500 pb-4" aria-hidden="true" />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
