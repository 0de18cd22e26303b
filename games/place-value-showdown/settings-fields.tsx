"use client";
// The game's setup choices (players, places, goal, target score, dealing), one set of fields for
// the in-game settings dialog and the teacher's saved activity.
import type { Dispatch, SetStateAction } from "react";
import { ChoicePills } from "@/components/ui/choice-pills";
import { targetChoices, type Settings } from "./settings";

type Props = {
  settings: Settings;
  /** A state setter: choices picked before hydration all report in one commit (ChoicePills). */
  onChange: Dispatch<SetStateAction<Settings>>;
  /** Spacing between the groups, where the surrounding form does not set it. */
  groupClassName?: string;
};

export function SettingsFields({ settings, onChange, groupClassName }: Props) {
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  // A saved target outside the usual choices (from an older link) stays selectable.
  const targets = [...new Set<number>([...targetChoices, settings.target])].sort((a, b) => a - b);
  return (
    <>
      <ChoicePills
        className={groupClassName}
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
        className={groupClassName}
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
        className={groupClassName}
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
        className={groupClassName}
        legend="First to"
        name="target"
        value={settings.target}
        onChange={set("target")}
        options={targets.map((n) => ({ value: n, label: `${n} ${n === 1 ? "point" : "points"}` }))}
      />
      <ChoicePills
        className={groupClassName}
        legend="Cards"
        name="deal"
        value={settings.deal}
        onChange={set("deal")}
        options={[
          { value: "one", label: "One at a time (place it before the next)" },
          { value: "hand", label: "All at once (easier)" },
        ]}
      />
    </>
  );
}
