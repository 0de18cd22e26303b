"use client";
// Game setup for a tutor or teacher: players, places, goal, target score and how cards are dealt.
// "Copy link" gives an address that opens the game already configured (for the teacher portal).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoicePills } from "@/components/ui/choice-pills";
import { Dialog } from "@/components/ui/dialog";
import { CopyLinkButton } from "@/games/kit/copy-link";
import { settingsQuery, targetChoices, type Settings } from "./settings";

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
      <ChoicePills
        className="mb-4"
        legend="Players"
        name="mode"
        value={draft.mode}
        onChange={set("mode")}
        options={[
          { value: "computer", label: "One player against the computer" },
          { value: "players", label: "Two players" },
        ]}
      />
      <ChoicePills
        className="mb-4"
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
      <ChoicePills
        className="mb-4"
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
      <ChoicePills
        className="mb-4"
        legend="First to"
        name="target"
        value={draft.target}
        onChange={set("target")}
        options={targetChoices.map((n) => ({ value: n, label: `${n} points` }))}
      />
      <ChoicePills
        className="mb-4"
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
