// The printed Sort Categories worksheet (one page): a word bank in a fixed shuffled order, so
// reprints match, and a column per category with a line for each item to write in.
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { itemLabel, startSort } from "@/activities/sort-categories/logic";
import type { SortCategoriesContent } from "@/activities/sort-categories/schema";

export function SortCategoriesWorksheet({
  title,
  content,
}: {
  title: string;
  content: SortCategoriesContent;
}) {
  const bank = startSort(content, 1).items;
  const hasPictures = bank.some((item) => item.picture);
  const rows = Math.max(...content.categories.map((category) => category.items.length));
  return (
    <section className="mx-auto max-w-3xl px-6 py-8 print:p-0">
      <h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-700">
        Name: ______________{" "}
        {hasPictures
          ? "Write each word, or the name of each picture, in the group it belongs to."
          : "Write each word in the group it belongs to."}{" "}
        Cross it off the box when you have used it.
      </p>
      <h2 className="text-brand-900 mt-4 font-semibold">Word box</h2>
      <ul
        aria-label="Word box"
        className="mt-1 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border-2 border-slate-500 p-3 text-lg font-semibold"
      >
        {bank.map((item) => (
          <li key={item.id}>
            {item.picture ? (
              <span role="img" aria-label={itemLabel(item)} className="block">
                <KeywordPicture name={item.picture} className="h-12 w-12" />
              </span>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
      <table className="mt-4 w-full table-fixed border-collapse">
        <thead>
          <tr>
            {content.categories.map((category) => (
              <th
                key={category.name}
                scope="col"
                className="border-2 border-slate-500 p-2 text-left text-lg"
              >
                {category.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {content.categories.map((category) => (
                <td
                  key={category.name}
                  className={`border-x-2 border-b border-slate-500 ${rows > 12 ? "h-7" : "h-10"}`}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
