// Sort Categories: the player puts every item into its category, by dragging it or by choosing
// the item and then the category. Feedback per item; the score counts items placed right first
// time. Pure: state in, state out; the deal comes from a seeded Random.
import { withArticle, type PictureName } from "@/games/kit/words/keyword-pictures";
import { createRandom, shuffle } from "@/games/kit/random/random";
import { isSpeakable } from "@/games/kit/audio/speech";
import { sortItemName, type SortCategoriesContent } from "@/activities/sort-categories/schema";
import type { Answer } from "@/activities/confusions/answers";
import { givenTags, groupTags, itemTags } from "@/activities/confusions/tags";

/** `text` names the item in results: a word's own text, or a picture's keyword. */
export type SortItem = { id: string; text: string; picture?: PictureName; category: number };
export type SortFeedback =
  { kind: "none" } | { kind: "correct" | "wrong"; itemId: string; category: number };

export type SortState = {
  categories: string[];
  /** Every item, in the shuffled order the player sees them. */
  items: SortItem[];
  /** Item id → the category it was placed in (only ever its right one). */
  placed: Record<string, number>;
  selected: string | null;
  /** Ids of items put in a wrong category at least once, in the order they were first missed. */
  missed: string[];
  /** Item id → the category a missed item was first put in: what the child took it for. */
  firstWrong: Record<string, number>;
  feedback: SortFeedback;
  done: boolean;
};

export type SortAction =
  | { type: "select"; itemId: string }
  | { type: "cancel" }
  /** Without itemId, the selected item goes (tap-then-category); with it, a dragged item. */
  | { type: "place"; category: number; itemId?: string };

/** The items of an activity in content order, each knowing its category. */
export function sortItems(content: SortCategoriesContent): SortItem[] {
  return content.categories.flatMap((category, c) =>
    category.items.map((item, i) => ({
      id: `${c}-${i}`,
      text: sortItemName(item),
      ...(typeof item === "string" ? {} : { picture: item.picture }),
      category: c,
    })),
  );
}

/** How an item is read out and written in feedback: a picture by what it shows, so it is never anonymous. */
export function itemLabel(item: Pick<SortItem, "text" | "picture">): string {
  return item.picture ? `picture of ${withArticle(item.picture)}` : item.text;
}

export function startSort(content: SortCategoriesContent, seed: number): SortState {
  return {
    categories: content.categories.map((category) => category.name),
    items: shuffle(createRandom(seed), sortItems(content)),
    placed: {},
    selected: null,
    missed: [],
    firstWrong: {},
    feedback: { kind: "none" },
    done: false,
  };
}

const isWaiting = (state: SortState, itemId: string) =>
  state.items.some((item) => item.id === itemId) && !(itemId in state.placed);

export function stepSort(state: SortState, action: SortAction): SortState {
  if (state.done) return state;
  switch (action.type) {
    case "select":
      if (!isWaiting(state, action.itemId)) return state;
      return { ...state, selected: state.selected === action.itemId ? null : action.itemId };
    case "cancel":
      return state.selected === null ? state : { ...state, selected: null };
    case "place": {
      const itemId = action.itemId ?? state.selected;
      const item = state.items.find((candidate) => candidate.id === itemId);
      if (
        !item ||
        !isWaiting(state, item.id) ||
        !Number.isInteger(action.category) ||
        action.category < 0 ||
        action.category >= state.categories.length
      )
        return state;
      if (item.category !== action.category) {
        // The item stays chosen so the player can try another category straight away.
        const again = state.missed.includes(item.id);
        return {
          ...state,
          selected: item.id,
          missed: again ? state.missed : [...state.missed, item.id],
          firstWrong: again
            ? state.firstWrong
            : { ...state.firstWrong, [item.id]: action.category },
          feedback: { kind: "wrong", itemId: item.id, category: action.category },
        };
      }
      const placed = { ...state.placed, [item.id]: action.category };
      return {
        ...state,
        placed,
        selected: null,
        feedback: { kind: "correct", itemId: item.id, category: action.category },
        done: Object.keys(placed).length === state.items.length,
      };
    }
  }
}

/** Items placed in their category with no wrong try. */
export function sortScore(state: SortState): number {
  return Object.keys(state.placed).filter((id) => !state.missed.includes(id)).length;
}

/** The texts of missed items, as results store them. */
export function missedTexts(state: SortState): string[] {
  return state.missed
    .map((id) => state.items.find((item) => item.id === id)?.text ?? "")
    .filter(Boolean);
}

export const itemsIn = (state: SortState, category: number) =>
  state.items.filter((item) => state.placed[item.id] === category);
export const waitingItems = (state: SortState) =>
  state.items.filter((item) => !(item.id in state.placed));

/**
 * In "sort by what you hear" a word is read aloud instead of shown until it is sorted. A picture
 * stays a picture, and a single sound ("sh", "a") stays written: no synthetic voice says it right.
 */
export const isHeardItem = (item: Pick<SortItem, "text" | "picture">) =>
  !item.picture && isSpeakable(item.text);

/** A heard item's name while it waits ("word 2"), so neither the screen nor a screen reader gives the word away. */
export function heardName(state: SortState, itemId: string): string {
  const heard = state.items.filter(isHeardItem);
  return `word ${heard.findIndex((item) => item.id === itemId) + 1}`;
}

/**
 * Each item's answer for the confusion record, in content order: right first time or not, and the
 * group it first went into with that group's tags. A picture carries only the tutor's tags: its
 * keyword's spelling is not what the child saw.
 */
export function sortAnswers(content: SortCategoriesContent, state: SortState): Answer[] {
  const tagsOf = (item: Pick<SortItem, "text" | "picture">) => {
    const given = givenTags(content.tags, item.text);
    return item.picture ? (given ?? []) : itemTags(item.text, given);
  };
  const items = sortItems(content);
  const binTags = content.categories.map((category, c) =>
    groupTags(category.name, items.filter((item) => item.category === c).map(tagsOf)),
  );
  return items.flatMap((item) => {
    const dealt = state.items.find((candidate) => candidate.text === item.text);
    if (!dealt || !(dealt.id in state.placed)) return [];
    const bin = state.firstWrong[dealt.id] ?? item.category;
    return [
      {
        kind: "choice" as const,
        item: item.text,
        tags: tagsOf(item),
        right: !state.missed.includes(dealt.id),
        chose: content.categories[bin]!.name,
        choseFor: binTags[bin]!,
      },
    ];
  });
}
