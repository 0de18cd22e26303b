"use client";
// Sort Categories fields: 2-4 categories, each a name, its items one per line and any pictures
// from the game art set, checked with the shared schema as the tutor types. Words in none of our
// word lists are marked for a look.
import { useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { pictureNames, type PictureName } from "@/games/kit/words/keyword-pictures";
import { buttonClasses } from "@/components/ui/button";
import { sortCategoriesContentSchema } from "@/activities/sort-categories/schema";
import { WORD_PATTERN } from "@/activities/fields";
import { type ActivityDraft } from "@/activities/schemas";
import { isKnownWord } from "@/activities/editing/word-check";
import { EditorFrame, linesOf, NoteList, type FieldNote } from "../editing/editor-frame";
import { PictureSelect } from "../editing/picture-select";
import { SettingCheckbox } from "../editing/setting-checkbox";
import { ItemTagsField } from "../editing/item-tags-field";
import { tagLinesToMap, tagMapToLines } from "../editing/item-tags";

type Draft = Extract<ActivityDraft, { template: "sort-categories" }>;
/** `choice` is the picture in the category's select, not yet added. */
type Row = { name: string; items: string; pictures: PictureName[]; choice: string };

const emptyRow = (): Row => ({ name: "", items: "", pictures: [], choice: "" });
const emptyRows = (): Row[] => [emptyRow(), emptyRow()];

const toContent = (rows: Row[], tagText: string) => ({
  categories: rows.map((row) => ({
    name: row.name,
    items: [...linesOf(row.items), ...row.pictures.map((picture) => ({ picture }))],
  })),
  tags: tagLinesToMap(tagText).tags,
});

/** Every item's name (a word's text, a picture's keyword): what tags can be given to. */
const itemNames = (rows: Row[]) => rows.flatMap((row) => [...linesOf(row.items), ...row.pictures]);

function rowOf(category: Draft["content"]["categories"][number]): Row {
  const words = category.items.filter((item) => typeof item === "string");
  const pictures = category.items.flatMap((item) =>
    typeof item === "string" ? [] : [item.picture],
  );
  return { name: category.name, items: words.join("\n"), pictures, choice: "" };
}

const isPicture = (value: string): value is PictureName =>
  (pictureNames as readonly string[]).includes(value);

/** Problems per category, from the same schema the server uses, plus words worth a second look. */
function notesFor(
  rows: Row[],
  tagText: string,
): { byRow: FieldNote[][]; overall: FieldNote[]; tags: FieldNote[] } {
  const byRow: FieldNote[][] = rows.map(() => []);
  const overall: FieldNote[] = [];
  const tags: FieldNote[] = tagLinesToMap(tagText).problems.map((text) => ({
    kind: "error",
    text,
  }));
  const parsed = sortCategoriesContentSchema.safeParse(toContent(rows, tagText));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const row = issue.path[1];
    const target = issue.path[0] === "tags" ? tags : typeof row === "number" ? byRow[row] : overall;
    // A category the tutor has not started yet is not an error yet.
    const untouched =
      typeof row === "number" &&
      !rows[row]?.name.trim() &&
      !rows[row]?.items.trim() &&
      !rows[row]?.pictures.length;
    if (target && !untouched && !target.some((n) => n.text === issue.message))
      target.push({ kind: "error", text: issue.message });
  }
  rows.forEach((row, i) => {
    // Letters and sounds (a, sh, igh) are not words; only longer words are looked up.
    const unknown = linesOf(row.items).filter(
      (item) => item.length > 3 && WORD_PATTERN.test(item) && !isKnownWord(item),
    );
    if (unknown.length)
      byRow[i]!.push({
        kind: "check",
        text: `Not in our word lists, please check the spelling: ${unknown.join(", ")}`,
      });
  });
  return { byRow, overall, tags };
}

export function SortCategoriesEditor({
  id,
  initial,
}: {
  id: string | null;
  initial: Draft | null;
}) {
  const [rows, setRows] = useState<Row[]>(
    () => initial?.content.categories.map(rowOf) ?? emptyRows(),
  );
  const [sortByHearing, setSortByHearing] = useState(initial?.settings.sortByHearing ?? false);
  const [tagText, setTagText] = useState(() =>
    initial
      ? tagMapToLines(initial.content.tags, itemNames(initial.content.categories.map(rowOf)))
      : "",
  );
  const update = (index: number, change: Partial<Row>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const notes = notesFor(rows, tagText);
  return (
    <EditorFrame
      template="sort-categories"
      id={id}
      initialTitle={initial?.title ?? ""}
      build={(title) => ({
        template: "sort-categories",
        title,
        content: toContent(rows, tagText),
        settings: { sortByHearing },
      })}
    >
      <fieldset>
        <legend className="text-brand-900 font-semibold">
          Categories (2 to 4), each with 2 to 20 items: words, letters or sounds one per line, or
          pictures
        </legend>
        <ol className="mt-2 grid gap-4 md:grid-cols-2">
          {rows.map((row, index) => (
            <CategoryRow
              key={index}
              row={row}
              index={index}
              notes={notes.byRow[index]!}
              removable={rows.length > 2}
              onChange={(change) => update(index, change)}
              onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        <button
          type="button"
          className={buttonClasses("secondary", "mt-3")}
          disabled={rows.length >= 4}
          onClick={() => setRows((list) => [...list, emptyRow()])}
        >
          Add a category
        </button>
        <NoteList id="categories-notes" notes={notes.overall} />
      </fieldset>
      <ItemTagsField
        id="item-tags"
        items={itemNames(rows)}
        value={tagText}
        onChange={setTagText}
        notes={notes.tags}
      />
      <SettingCheckbox
        checked={sortByHearing}
        onChange={setSortByHearing}
        hint="Words are read aloud, not shown, until they are sorted; pictures stay pictures."
      >
        Sort by what you hear
      </SettingCheckbox>
    </EditorFrame>
  );
}

type CategoryRowProps = {
  row: Row;
  index: number;
  notes: FieldNote[];
  /** Two categories at least stay. */
  removable: boolean;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
};

/** One category: its name, its items one per line, and its pictures. */
function CategoryRow({ row, index, notes, removable, onChange, onRemove }: CategoryRowProps) {
  const nameRef = useAdoptedValue(row.name, (name) => onChange({ name }));
  const itemsRef = useAdoptedValue(row.items, (items) => onChange({ items }));
  return (
    <li className="border-brand-100 rounded-xl border bg-white p-3">
      <label htmlFor={`category-${index}`} className="block text-sm text-slate-700">
        Category {index + 1} name
      </label>
      <input
        ref={nameRef}
        id={`category-${index}`}
        value={row.name}
        maxLength={40}
        onChange={(e) => onChange({ name: e.target.value })}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 px-3"
      />
      <label htmlFor={`category-${index}-items`} className="mt-2 block text-sm text-slate-700">
        Items in category {index + 1} (one per line)
      </label>
      <textarea
        ref={itemsRef}
        id={`category-${index}-items`}
        value={row.items}
        rows={5}
        onChange={(e) => onChange({ items: e.target.value })}
        aria-describedby={notes.length ? `category-${index}-notes` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
      />
      {row.pictures.length ? (
        <ul aria-label={`Pictures in category ${index + 1}`} className="mt-2 flex flex-wrap gap-2">
          {row.pictures.map((picture) => (
            <li
              key={picture}
              className="border-brand-300 bg-brand-50 flex items-center gap-1 rounded-full border py-1 pr-1 pl-2"
            >
              <KeywordPicture name={picture} className="h-7 w-7" />
              <span>{picture}</span>
              <button
                type="button"
                aria-label={`Remove picture ${picture} from category ${index + 1}`}
                onClick={() => onChange({ pictures: row.pictures.filter((p) => p !== picture) })}
                className="text-brand-900 hover:bg-brand-100 focus-visible:outline-brand-600 flex h-11 w-11 items-center justify-center rounded-full text-xl focus-visible:outline-4"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <PictureSelect
          id={`category-${index}-picture`}
          label={`Picture to add to category ${index + 1}`}
          none="Choose a picture"
          value={row.choice}
          onChange={(choice) => onChange({ choice })}
        />
        <button
          type="button"
          className={buttonClasses("secondary")}
          disabled={!isPicture(row.choice) || row.pictures.includes(row.choice)}
          onClick={() => {
            if (isPicture(row.choice))
              onChange({ pictures: [...row.pictures, row.choice], choice: "" });
          }}
        >
          Add picture to category {index + 1}
        </button>
      </div>
      <NoteList id={`category-${index}-notes`} notes={notes} />
      <button
        type="button"
        className={buttonClasses("secondary", "mt-2")}
        disabled={!removable}
        onClick={onRemove}
      >
        Remove category {index + 1}
      </button>
    </li>
  );
}
