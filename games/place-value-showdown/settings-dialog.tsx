"use client";
// Game setup for a tutor or teacher: players, places, goal, target score and how cards are dealt.
// "Copy link" gives an address that opens the game already configured (for the teacher portal).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyLinkButton } from "@/games/kit/copy-link";
import { settingsQuery, targetChoices, type Settings } from "./settings";

type Option<T> = { value: T; label: string };

function Choice<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="text-brand-900 mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-brand-600 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3"
          >
            <input
              type="radio"
              name={name}
              className="accent-brand-600 h-4 w-4"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SettingsDialog({
  open,
  initial,
  onClose,
  onStart,
}: {
  open: boolean;
  initial: Settings;
  onClose: () => void;
  onStart: (settings: Settings) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Game setup"
      description="Changes start a new game."
      size="lg"
    >
      <Choice
        legend="Players"
        name="mode"
        value={draft.mode}
        onChange={set("mode")}
        options={[
          { value: "computer", label: "One player against the computer" },
          { value: "players", label: "Two players" },
        ]}
      />
      <Choice
        legend="Places (level)"
        name="places"
        value={draft.places}
        onChange={set("places")}
        options={[
          { value: 2, label: "2: tens and ones" },
          { value: 3, label: "3: up to hundreds" },
          { value: 4, label: "4: up to thousands" },
        ]}
      />
      <Choice
        legend="Goal"
        name="goal"
        value={draft.goal}
        onChange={set("goal")}
        options={[
          { value: "greater", label: "Greater number wins" },
          { value: "smaller", label: "Smaller number wins" },
          { value: "mix", label: "Take turns: greater, then smaller" },
        ]}
      />
      <Choice
        legend="First to"
        name="target"
        value={draft.target}
        onChange={set("target")}
        options={targetChoices.map((n) => ({ value: n, label: `${n} points` }))}
      />
      <Choice
        legend="Cards"
        name="deal"
        value={draft.deal}
        onChange={set("deal")}
        options={[
          { value: "one", label: "One at a time (place it before the next)" },
          { value: "hand", label: "All at once (easier)" },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => onStart(draft)}>Start new game</Button>
        <CopyLinkButton label="Copy link to this setup" query={settingsQuery(draft)} />
      </div>
    </Dialog>
  );
}
