"use client";
// Setup for a tutor: board size, kind of pairs, one or two players, how long cards stay up.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyLinkButton } from "@/games/kit/settings/copy-link";
import { pairTypes } from "./decks";
import { gridSizes } from "./logic";
import { lookChoices, settingsQuery, type Settings } from "./settings";

function Pills<T>({
  legend,
  name,
  options,
  isChecked,
  onPick,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  isChecked: (value: T) => boolean;
  onPick: (value: T) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="text-brand-900 mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.label}
            className="border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-brand-600 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3"
          >
            <input
              type="radio"
              name={name}
              className="accent-brand-600 h-4 w-4"
              checked={isChecked(option.value)}
              onChange={() => onPick(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SetupDialog({
  initial,
  onClose,
  onStart,
}: {
  initial: Settings;
  onClose: () => void;
  onStart: (settings: Settings) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Game setup"
      description="Changes start a new game."
      size="lg"
    >
      <Pills
        legend="Pairs"
        name="pairs"
        options={pairTypes.map((t) => ({ value: t.id, label: t.label }))}
        isChecked={(v) => v === draft.pairType}
        onPick={(pairType) => setDraft({ ...draft, pairType })}
      />
      <Pills
        legend="Board"
        name="size"
        options={gridSizes.map((g) => ({
          value: g,
          label: `${g.cols} × ${g.rows} (${(g.cols * g.rows) / 2} pairs)`,
        }))}
        isChecked={(g) => g.cols === draft.grid.cols && g.rows === draft.grid.rows}
        onPick={(grid) => setDraft({ ...draft, grid })}
      />
      <Pills
        legend="Players"
        name="players"
        options={[
          { value: 1 as const, label: "One player" },
          { value: 2 as const, label: "Two players, taking turns" },
        ]}
        isChecked={(v) => v === draft.players}
        onPick={(players) => setDraft({ ...draft, players })}
      />
      <Pills
        legend="Cards that do not match stay up for"
        name="look"
        options={lookChoices.map((s) => ({
          value: s,
          label: `${s} ${s === 1 ? "second" : "seconds"}`,
        }))}
        isChecked={(v) => v === draft.lookSeconds}
        onPick={(lookSeconds) => setDraft({ ...draft, lookSeconds })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => onStart(draft)}>Start new game</Button>
        <CopyLinkButton label="Copy link to this setup" query={settingsQuery(draft)} />
      </div>
    </Dialog>
  );
}
