"use client";
// Sort Categories play: items waiting at the top, one box per category below. Drag an item onto a
// box, or choose it (tap, Enter or Space) and then press the box's "Put in" button; Escape lets
// the chosen item go. Every placement is answered with a tick or a cross in words, not colour only.
// Each word has a speaker beside it, and H reads the chosen word, so a child sorts by what they
// hear as well as what they see. With "sort by what you hear" the words are speaker buttons only
// (a press reads the word and chooses it), and each word shows once it is in its group.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  heardName,
  isHeardItem,
  itemLabel,
  itemsIn,
  missedTexts,
  sortAnswers,
  sortScore,
  startSort,
  stepSort,
  waitingItems,
  type SortAction,
  type SortItem,
  type SortState,
} from "@/activities/sort-categories/logic";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import { NoVoiceMessage } from "@/games/kit/audio/hear-button";
import { HearItem } from "@/games/kit/audio/hear-word";
import { SpeakerIcon } from "@/games/kit/audio/speaker-icon";
import { speak, useSpeechStatus } from "@/games/kit/audio/speech";
import { buttonClasses } from "@/components/ui/button";
import type { ActivityDraft } from "@/activities/schemas";
import type { PlayReports } from "../playing/activity-player";
import { useItemDrag } from "./use-item-drag";

type Props = {
  draft: Extract<ActivityDraft, { template: "sort-categories" }>;
  seed: number;
} & PlayReports;

/** hidden: whether a waiting item is only heard, so its word is not written until it is sorted. */
function feedbackText(state: SortState, hidden: (itemId: string) => boolean): string {
  const { feedback, selected } = state;
  const nameOf = (id: string) => (hidden(id) ? heardName(state, id) : textOf(state, id));
  // Choosing a new item is announced; a wrong try keeps its message while the same item is chosen.
  if (selected && (feedback.kind === "none" || feedback.itemId !== selected))
    return `${capitalised(nameOf(selected))} chosen. Now choose its group.`;
  if (feedback.kind === "none") return "";
  // A right answer sorts the item, which shows its word from then on.
  const item =
    feedback.kind === "correct" ? textOf(state, feedback.itemId) : nameOf(feedback.itemId);
  const group = state.categories[feedback.category];
  return feedback.kind === "correct"
    ? `✓ Yes! ${item} goes in ${group}.`
    : `✗ ${item} doesn't go in ${group}. Try another group.`;
}

const textOf = (state: SortState, id: string) => {
  const item = state.items.find((candidate) => candidate.id === id);
  return item ? itemLabel(item) : "";
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A word as text; a picture drawn, with what it shows as its accessible name. */
function ItemFace({ item, size }: { item: SortItem; size: "large" | "small" }) {
  if (!item.picture) return <>{item.text}</>;
  return (
    <>
      <KeywordPicture name={item.picture} className={size === "large" ? "h-14 w-14" : "h-9 w-9"} />
      <span className="sr-only">{itemLabel(item)}</span>
    </>
  );
}

export function SortCategoriesPlay({ draft, seed, onEnd, onDone }: Props) {
  const initial = useMemo(() => startSort(draft.content, seed), [draft, seed]);
  const [state, setState] = useState(initial);
  const dispatch = (action: SortAction) => setState((s) => stepSort(s, action));
  const { handlers, consumeDragClick } = useItemDrag((itemId, category) =>
    dispatch({ type: "place", itemId, category }),
  );
  const waiting = waitingItems(state);
  // Without any voice the words are shown after all (with the no-voice message), so the activity
  // can still be played.
  const voiceless = useSpeechStatus() === "none";
  const byHearing = draft.settings.sortByHearing && !voiceless;
  const heard = (item: SortItem) => byHearing && isHeardItem(item);
  const hidden = (itemId: string) => {
    const item = state.items.find((candidate) => candidate.id === itemId);
    return Boolean(item && heard(item) && !(itemId in state.placed));
  };
  const chosen = state.items.find((item) => item.id === state.selected && !item.picture);
  const result = () => ({
    score: sortScore(state),
    total: state.items.length,
    missed: missedTexts(state),
    answers: sortAnswers(draft.content, state),
  });
  // The last item sorted ends the activity: its play is stored now, Finish or not (once: see
  // recordOnce in the player).
  const ended = useRef(false);
  useEffect(() => {
    if (!state.done || ended.current) return;
    ended.current = true;
    onEnd(result());
    // result reads this same state; onEnd is a fresh function on every render of the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.done]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") dispatch({ type: "cancel" });
  };

  return (
    <div
      data-play-area
      onKeyDown={onKeyDown}
      className="border-brand-100 rounded-2xl border bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-700">
        {Object.keys(state.placed).length} of {state.items.length} sorted · Score {sortScore(state)}
      </p>
      <h2 className="mt-3 text-sm font-semibold text-slate-700">Items to sort</h2>
      <ul aria-label="Items to sort" className="mt-1 flex min-h-16 flex-wrap gap-2">
        {waiting.map((item) => (
          <li key={item.id} className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={state.selected === item.id}
              {...handlers(item.id)}
              onClick={(event) => {
                if (consumeDragClick(event)) return;
                dispatch({ type: "select", itemId: item.id });
                // The press is the tap iOS needs before it speaks.
                if (heard(item) && state.selected !== item.id) speak(item.text);
              }}
              className={`relative flex min-h-12 touch-none items-center justify-center rounded-lg border-2 text-xl font-semibold select-none ${item.picture ? "p-1" : "px-4"} focus-visible:outline-brand-600 focus-visible:outline-4 focus-visible:outline-offset-2 ${
                state.selected === item.id
                  ? "border-brand-900 bg-brand-600 ring-brand-200 text-white ring-4"
                  : "border-brand-700 bg-brand-50 text-brand-950"
              }`}
            >
              {heard(item) ? (
                <>
                  <SpeakerIcon className="h-6 w-6" />
                  <span className="sr-only">{capitalised(heardName(state, item.id))}</span>
                  <span aria-hidden="true" className="ml-1 text-base">
                    {heardName(state, item.id).replace("word ", "")}
                  </span>
                </>
              ) : (
                <ItemFace item={item} size="large" />
              )}
            </button>
            {heard(item) ? null : <HearItem text={item.text} label={`Hear ${item.text}`} compact />}
          </li>
        ))}
      </ul>
      <NoVoiceMessage className="mt-2" />
      <div className="mt-3 flex min-h-11 flex-wrap items-center gap-3">
        <p role="status" aria-live="polite" className="text-brand-900 text-lg font-semibold">
          {feedbackText(state, hidden)}
        </p>
        {chosen ? <HearItem key={chosen.id} text={chosen.text} label="Hear it" hotkey="h" /> : null}
      </div>
      <ul
        className={`mt-3 grid gap-3 ${state.categories.length > 2 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2"}`}
      >
        {state.categories.map((name, category) => (
          <li
            key={category}
            data-category-index={category}
            className="border-brand-300 bg-brand-50/50 flex flex-col rounded-xl border-2 border-dashed p-3"
          >
            <h3 className="text-brand-900 text-lg font-bold">{name}</h3>
            <ul
              aria-label={`In ${name}`}
              className="mt-2 flex min-h-12 flex-1 flex-wrap content-start gap-2"
            >
              {itemsIn(state, category).map((item) => (
                <li
                  key={item.id}
                  className="flex items-center rounded-lg border-2 border-green-800 bg-white px-3 py-1 text-lg font-semibold text-green-900"
                >
                  <span aria-hidden="true">✓&nbsp;</span>
                  <ItemFace item={item} size="small" />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={buttonClasses("primary", "mt-3")}
              disabled={!state.selected}
              onClick={() => dispatch({ type: "place", category })}
            >
              Put in {name}
            </button>
          </li>
        ))}
      </ul>
      {state.done ? (
        <button
          type="button"
          autoFocus
          className={buttonClasses("primary", "mt-4")}
          onClick={() => onDone(result())}
        >
          Finish
        </button>
      ) : null}
    </div>
  );
}
