"use client";
// Letter Tiles: the view renders logic.ts state and turns taps, drags and keys into actions.
import { PlayArea, showPlayArea } from "@/games/kit/screen/play-area";
import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useAnnouncer } from "@/games/kit/feedback/announcer";
import { HEAR_KEY, useHearHotkey } from "@/games/kit/audio/hear-hotkey";
import { NoVoiceMessage } from "@/games/kit/audio/hear-button";
import { HearLetterSound } from "@/games/kit/audio/hear-word";
import { isSpeakable, speak } from "@/games/kit/audio/speech";
import { useHydrationMark } from "@/games/kit/screen/hydration-mark";
import { useSeededRandom } from "@/games/kit/random/use-seeded-random";
import { modeFromLocation, rememberMode } from "@/games/kit/settings/game-mode";
import {
  DEFAULT_LETTER_TILES_MODE,
  dictationResult,
  dictationWord,
  LETTER_TILES_MODES,
  startDictation,
  stepDictation,
  type DictationAction,
  type DictationRoundResult,
  type DictationState,
  type LetterTilesMode,
} from "./dictation";
import { DictationPanel } from "./dictation-panel";
import {
  boardWord,
  currentWord,
  initialState,
  letterTilesReducer,
  registerSlotTap,
  slotPosition,
  type TapMemory,
} from "./logic";
import { isArrowKey, nextFocusIndex } from "./navigation";
import {
  compactPalette,
  findTile,
  levelLabels,
  tileDescription,
  tileSets,
  tileText,
  type Tile,
} from "./tiles";
import { findWordGroup, groupFromSearch } from "./words";
import { TileBoard } from "./tile-board";
import { TilePalette } from "./tile-palette";
import { LetterTilesControls } from "./letter-tiles-controls";
import { TileFace, tileLegend } from "./tile-face";
import { useTileDrag, type DragSource } from "./use-tile-drag";

const noSubscribe = () => () => {};
// The server has no address to read, so it draws free play; the browser then reads ?mode=.
const modeInAddress = () =>
  modeFromLocation(window.location.search, LETTER_TILES_MODES, DEFAULT_LETTER_TILES_MODE);
const where = (slot: number) => `row ${slotPosition(slot).row}, slot ${slotPosition(slot).column}`;

type LetterTilesGameProps = {
  /**
   * Called with each finished "Listen and build" round. An assigned game passes it to keep the
   * round in the child's record; played freely, the game keeps no record.
   */
  onDictationRound?: (result: DictationRoundResult) => void;
};

export function LetterTilesGame({ onDictationRound }: LetterTilesGameProps = {}) {
  const [state, dispatch] = useReducer(letterTilesReducer, undefined, () => initialState());
  const { announce, region } = useAnnouncer();
  const [paletteFocus, setPaletteFocus] = useState("vowel-a");
  const [boardFocus, setBoardFocus] = useState(0);
  const taps = useRef<TapMemory | null>(null);
  const hydrationMark = useHydrationMark<HTMLDivElement>();

  const addressMode = useSyncExternalStore(
    noSubscribe,
    modeInAddress,
    () => DEFAULT_LETTER_TILES_MODE,
  );
  const [chosenMode, setChosenMode] = useState<LetterTilesMode | null>(null);
  const mode = chosenMode ?? addressMode;
  const random = useSeededRandom();
  const [round, setRound] = useState<DictationState | null>(null);
  const stepRound = (action: DictationAction) =>
    setRound((current) => current && stepDictation(current, action));
  // Any change to the board makes the last Check's words out of date.
  const edited = () => stepRound({ type: "edit" });

  // A tutor's link (an assignment) may open a word group, ?group=sh: its first word is laid once
  // the page runs in the browser (the server has no address to read).
  useEffect(() => {
    const groupId = groupFromSearch(window.location.search);
    if (groupId) dispatch({ type: "chooseGroup", groupId });
  }, []);

  const tiles = tileSets[state.level];
  const group = findWordGroup(state.groupId);
  const selected = state.selectedTileId ? findTile(state.level, state.selectedTileId) : undefined;
  const describe = (tile: Tile) => tileDescription(tile, state.uppercase);

  const place = useCallback(
    (tile: Tile, slot: number) => {
      if (state.slots[slot]?.tile) {
        announce(`That slot is full. Choose an empty slot, or erase it first.`);
        return;
      }
      dispatch({ type: "placeTile", tileId: tile.id, slot });
      setRound((current) => current && stepDictation(current, { type: "edit" }));
      announce(`Placed ${tileDescription(tile, state.uppercase)} in ${where(slot)}.`);
    },
    [announce, state.slots, state.uppercase],
  );

  const erase = (slot: number) => {
    const tile = state.slots[slot]?.tile;
    if (!tile) return;
    dispatch({ type: "eraseSlot", slot });
    edited();
    announce(`Erased ${describe(tile)} from ${where(slot)}.`);
  };

  const onDrop = useCallback(
    (source: DragSource, slot: number) => {
      if (source.kind === "palette") return place(source.tile, slot);
      if (state.slots[slot]?.tile) return announce("That slot is full.");
      dispatch({ type: "moveTile", from: source.slot, to: slot });
      setRound((current) => current && stepDictation(current, { type: "edit" }));
      announce(`Moved ${tileDescription(source.tile, state.uppercase)} to ${where(slot)}.`);
    },
    [announce, place, state.slots, state.uppercase],
  );
  const drag = useTileDrag(onDrop);

  // Escape cancels a selection wherever focus is.
  useEffect(() => {
    if (!state.selectedTileId) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "clearSelection" });
      announce("Selection cleared.");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [announce, state.selectedTileId]);

  const onArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!isArrowKey(event.key) || !target.dataset.navItem) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-item]"));
    const from = items.indexOf(target);
    const next =
      items[
        nextFocusIndex(
          items.map((el) => el.getBoundingClientRect()),
          from,
          event.key,
        )
      ];
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  const onSlotClick = (slot: number, event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 || drag.consumeClick()) return; // keyboard handled in onKeyDown
    const filled = Boolean(state.slots[slot]?.tile);
    const tap = registerSlotTap(taps.current, slot, filled, event.timeStamp);
    taps.current = tap.memory;
    if (tap.erase) return erase(slot);
    if (!filled && selected) place(selected, slot);
    else if (!filled) announce("Choose a tile first, then an empty slot.");
  };

  const onSelect = (tile: Tile) => {
    if (drag.consumeClick()) return;
    const deselect = state.selectedTileId === tile.id;
    dispatch({ type: "selectTile", tileId: tile.id });
    announce(
      deselect ? "Selection cleared." : `Selected ${describe(tile)}. Now choose an empty slot.`,
    );
  };

  const layAnnouncement = (next: ReturnType<typeof initialState>) => {
    const w = currentWord(next);
    if (w)
      announce(
        `Word ${next.wordIndex + 1} of ${findWordGroup(next.groupId).words.length} laid in row 2.`,
      );
  };
  const act = (action: Parameters<typeof letterTilesReducer>[1]) => {
    const next = letterTilesReducer(state, action);
    dispatch(action);
    return next;
  };

  const chooseMode = (next: LetterTilesMode) => {
    setChosenMode(next);
    rememberMode(next, DEFAULT_LETTER_TILES_MODE);
    setRound(null);
    // Listening starts from an empty board: no laid word to copy from.
    if (next === "dictation") {
      act({ type: "chooseGroup", groupId: "none" });
      act({ type: "clearBoard" });
    }
    announce(next === "dictation" ? "Listen and build. Press Start listening." : "Free play.");
  };
  // Free play hears the word on the board, as built (a laid group word until it is changed).
  const built = boardWord(state.slots);
  const sayBoard = useCallback(() => {
    if (isSpeakable(built)) speak(built);
  }, [built]);
  useHearHotkey(HEAR_KEY, sayBoard, mode === "free" && isSpeakable(built));
  // Each new word is read from the press that brings it (Start, Next word), which iOS requires.
  const startRound = () => {
    const next = startDictation(state.level, random);
    act({ type: "clearBoard" });
    setRound(next);
    speak(dictationWord(next));
  };
  const checkRound = () =>
    stepRound({ type: "check", built: state.slots.flatMap((slot) => slot.tile ?? []) });
  const nextWord = () => {
    if (!round) return;
    const next = stepDictation(round, { type: "next" });
    setRound(next);
    act({ type: "clearBoard" });
    if (next.done) onDictationRound?.(dictationResult(next));
    else speak(dictationWord(next));
  };

  return (
    <div className="space-y-5" data-testid="letter-tiles" ref={hydrationMark}>
      {region}
      {/* A column no taller than the screen: the palette takes what the controls and board leave. */}
      <PlayArea className="flex max-h-[var(--play-height)] flex-col gap-3">
        <LetterTilesControls
          mode={mode}
          onMode={chooseMode}
          level={state.level}
          groupId={state.groupId}
          wordIndex={state.wordIndex}
          wordCount={group.words.length}
          uppercase={state.uppercase}
          onLevel={(level) => {
            const next = act({ type: "setLevel", level });
            // A larger set makes the play area taller: bring all of it on screen before the next tap.
            showPlayArea();
            announce(`${levelLabels[level]} tiles.`);
            layAnnouncement(next);
            // The round's words came from the old level's list: start again from the new one.
            setRound(null);
          }}
          onGroup={(groupId) => layAnnouncement(act({ type: "chooseGroup", groupId }))}
          onPrevious={() => layAnnouncement(act({ type: "previousWord" }))}
          onNext={() => layAnnouncement(act({ type: "nextWord" }))}
          onReload={() => layAnnouncement(act({ type: "reloadWord" }))}
          onClear={() => {
            act({ type: "clearBoard" });
            edited();
            announce("Board cleared.");
          }}
          onToggleCase={() => {
            act({ type: "toggleCase" });
            announce(state.uppercase ? "Lower-case letters." : "Capital letters.");
          }}
          speakable={isSpeakable(built)}
          onSay={sayBoard}
        />
        {mode === "free" ? <NoVoiceMessage /> : null}
        {mode === "dictation" ? (
          <DictationPanel
            round={round}
            onStart={startRound}
            onCheck={checkRound}
            onNext={nextWord}
          />
        ) : null}
        <div onKeyDown={onArrow} className="flex min-h-0 flex-col gap-3">
          <section aria-labelledby="board-heading" className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="board-heading" className="text-brand-900 text-lg font-semibold">
                Board
              </h2>
              <p className="text-sm text-slate-700" data-testid="selection-status">
                {selected
                  ? `Selected: ${tileText(selected, state.uppercase)}. Now choose an empty slot (Escape cancels).`
                  : "Choose a tile, then an empty slot."}
              </p>
              {/* A chosen tile's sound, in the practice's own recording once it is made. */}
              {selected && selected.type !== "image" ? (
                <HearLetterSound
                  key={selected.id}
                  text={selected.label}
                  label={`Hear the sound of ${selected.label}`}
                />
              ) : null}
            </div>
            <TileBoard
              slots={state.slots}
              uppercase={state.uppercase}
              hasSelection={Boolean(selected)}
              focusSlot={boardFocus}
              onFocusSlot={setBoardFocus}
              onActivate={onSlotClick}
              onPlace={(slot) =>
                selected
                  ? place(selected, slot)
                  : announce("Choose a tile first, then an empty slot.")
              }
              onErase={erase}
              onStartDrag={(tile, slot, event) =>
                drag.startDrag({ kind: "slot", tile, slot }, event)
              }
            />
          </section>
          {/* Every set fits the laptop and tablet screens; on a smaller one the palette scrolls inside its own box, so the board above never leaves the screen. */}
          <section
            aria-labelledby="palette-heading"
            className="border-brand-100 min-h-0 overflow-y-auto rounded-2xl border bg-white px-3 py-2 shadow-sm"
          >
            <h2 id="palette-heading" className="text-brand-900 mb-1 text-lg font-semibold">
              Tiles{" "}
              <span className="text-base font-normal text-slate-600">
                ({levelLabels[state.level]})
              </span>
            </h2>
            <TilePalette
              tiles={tiles}
              uppercase={state.uppercase}
              compact={compactPalette[state.level]}
              selectedTileId={state.selectedTileId}
              focusTileId={paletteFocus}
              onFocusTile={setPaletteFocus}
              onSelect={onSelect}
              onStartDrag={(tile, event) => drag.startDrag({ kind: "palette", tile }, event)}
            />
          </section>
        </div>
      </PlayArea>
      <details className="border-brand-100 rounded-2xl border bg-white p-4 text-sm text-slate-700">
        <summary className="text-brand-900 min-h-11 cursor-pointer content-center font-semibold">
          Tile colours and shapes
        </summary>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {tileLegend.map((row) => (
            <li key={row.sample.id} className="flex items-center gap-3">
              <TileFace tile={row.sample} uppercase={false} />
              {row.text}
            </li>
          ))}
        </ul>
      </details>
      {drag.ghost ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 -translate-x-1/2 -translate-y-1/2 opacity-90 shadow-xl"
          style={{ left: drag.ghost.x, top: drag.ghost.y }}
        >
          <TileFace tile={drag.ghost.tile} uppercase={state.uppercase} />
        </div>
      ) : null}
    </div>
  );
}
