"use client";
// Before a round: what to whack, how fast, and how long. Everything here can also come from a link.
import { Button } from "@/components/ui/button";
import { ChoicePills } from "@/components/ui/choice-pills";
import { phonicsSetsByGroup, getPhonicsSet } from "../phonics-words";
import { CopyLinkButton } from "@/games/kit/settings/copy-link";
import type { Speed } from "./logic";
import { settingsQuery, timeChoices, type Settings, type TimeChoice } from "./settings";
import { poolFromSet } from "./word-pool";

export const speedLabels: Record<Speed, string> = { slow: "Slow", medium: "Medium", fast: "Fast" };

type SetupPanelProps = {
  settings: Settings;
  onChange: (settings: Settings) => void;
  onCustom: () => void;
  onStart: () => void;
};

export function SetupPanel({ settings, onChange, onCustom, onStart }: SetupPanelProps) {
  const isCustom = settings.pool.id === "custom";
  return (
    <section
      aria-labelledby="setup-heading"
      className="border-brand-100 rounded-3xl border-2 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="setup-heading" className="text-brand-900 text-xl font-bold">
        Get ready
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor="word-set" className="text-brand-900 mb-2 block font-semibold">
            What to whack
          </label>
          <select
            id="word-set"
            className="border-brand-200 min-h-11 w-full rounded-xl border-2 bg-white px-3 text-base"
            value={settings.pool.id}
            onChange={(event) => {
              const set = getPhonicsSet(event.target.value);
              if (set) onChange({ ...settings, pool: poolFromSet(set) });
              else onCustom();
            }}
          >
            {phonicsSetsByGroup().map((group) => (
              <optgroup key={group.group} label={group.label}>
                {group.sets.map((set) => (
                  <option key={set.id} value={set.id}>
                    {set.prompt}
                  </option>
                ))}
              </optgroup>
            ))}
            <optgroup label="Your own">
              <option value="custom">
                {isCustom ? `Your list: ${settings.pool.prompt}` : "Your own word list…"}
              </option>
            </optgroup>
          </select>
          <Button variant="ghost" className="mt-2" onClick={onCustom}>
            {isCustom ? "Edit your word list" : "Type your own word list"}
          </Button>
        </div>
        <div className="flex flex-col gap-4">
          <ChoicePills
            legend="Mole speed"
            name="speed"
            value={settings.speed}
            onChange={(speed) => onChange({ ...settings, speed })}
            options={(["slow", "medium", "fast"] as Speed[]).map((value) => ({
              value,
              label: speedLabels[value],
            }))}
          />
          <ChoicePills<TimeChoice>
            legend="Round timer"
            name="time"
            value={settings.time}
            onChange={(time) => onChange({ ...settings, time, customSeconds: null })}
            options={timeChoices.map((value) => ({
              value,
              label: value === "off" ? "No timer" : `${value} seconds`,
            }))}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="sun" className="px-8 text-lg" onClick={onStart}>
          Start
        </Button>
        <CopyLinkButton query={settingsQuery(settings)} />
      </div>
    </section>
  );
}
