"use client";
// Place Value Showdown's editor: the game's own setup choices, saved with the activity.
import { useState } from "react";
import { defaultSettings, type Settings } from "@/games/place-value-showdown/settings";
import type { ActivityDraft } from "@/activities/schemas";
import { SettingsFields } from "@/games/place-value-showdown/settings-fields";
import { EditorFrame } from "../editing/editor-frame";

type Props = {
  id: string | null;
  initial: Extract<ActivityDraft, { template: "place-value-showdown" }> | null;
};

export function PlaceValueShowdownEditor({ id, initial }: Props) {
  const [settings, setSettings] = useState<Settings>(initial?.settings ?? defaultSettings);
  return (
    <EditorFrame
      template="place-value-showdown"
      id={id}
      initialTitle={initial?.title ?? ""}
      build={(title) => ({ template: "place-value-showdown", title, content: {}, settings })}
    >
      <SettingsFields settings={settings} onChange={setSettings} />
      <p className="text-slate-700">
        The result is the rounds your student won out of all the rounds played (in a two-player
        game, Player 1&apos;s rounds).
      </p>
    </EditorFrame>
  );
}
