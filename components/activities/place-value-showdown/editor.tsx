"use client";
// Place Value Showdown's editor: the game's own setup choices, saved with the activity.
import { useState } from "react";
import {
  defaultSettings,
  targetChoices,
  type Settings,
} from "@/games/place-value-showdown/settings";
import type { ActivityDraft } from "@/lib/activities/schemas";
import { ChoicePills } from "@/components/ui/choice-pills";
import { EditorFrame } from "../editor-frame";

type Props = {
  id: string | null;
  initial: Extract<ActivityDraft, { template: "place-value-showdown" }> | null;
};

export function PlaceValueShowdownEditor({ id, initial }: Props) {
  const [settings, setSettings] = useState<Settings>(initial?.settings ?? defaultSettings);
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setSettings((current) => ({ ...current, [key]: value }));
  // A saved target outside the usual choices (from an older link) stays selectable.
  const targets = [...new Set<number>([...targetChoices, settings.target])].sort((a, b) => a - b);
  return (
    <EditorFrame
      template="place-value-showdown"
      id={id}
      initialTitle={initial?.title ?? ""}
      build={(title) => ({ template: "place-value-showdown", title, content: {}, settings })}
    >
      <ChoicePills
        legend="Players"
        name="mode"
        value={settings.mode}
        onChange={set("mode")}
        options={[
          { value: "computer", label: "One player against the computer" },
          { value: "players", label: "Two players on one screen" },
        ]}
      />
      <ChoicePills
        legend="Places (level)"
        name="places"
        value={settings.places}
        onChange={set("places")}
        options={[
          { value: 2, label: "2: tens and ones" },
          { value: 3, label: "3: up to hundreds" },
          { value: 4, label: "4: up to thousands" },
        ]}
      />
      <ChoicePills
        legend="Goal"
        name="goal"
        value={settings.goal}
        onChange={set("goal")}
        options={[
          { value: "greater", label: "Greater number wins" },
          { value: "smaller", label: "Smaller number wins" },
          { value: "mix", label: "Take turns: greater, then smaller" },
        ]}
      />
      <ChoicePills
        legend="First to"
        name="target"
        value={settings.target}
        onChange={set("target")}
        options={targets.map((n) => ({ value: n, label: `${n} ${n === 1 ? "point" : "points"}` }))}
      />
      <ChoicePills
        legend="Cards"
        name="deal"
        value={settings.deal}
        onChange={set("deal")}
        options={[
          { value: "one", label: "One at a time (place it before the next)" },
          { value: "hand", label: "All at once (easier)" },
        ]}
      />
      <p className="text-slate-700">
        The result is the rounds your student won out of all the rounds played (in a two-player
        game, Player 1&apos;s rounds).
      </p>
    </EditorFrame>
  );
}
