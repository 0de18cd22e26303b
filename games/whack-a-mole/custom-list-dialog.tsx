"use client";
// A teacher's own list: words to whack, words to skip, and the prompt the child sees.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyLinkButton } from "@/games/kit/settings/copy-link";
import { settingsQuery, type Settings } from "./settings";
import { customLimits, poolFromCustomList, validateCustomList, type WordPool } from "./word-pool";

type CustomListDialogProps = {
  open: boolean;
  settings: Settings;
  onClose: () => void;
  onUse: (pool: WordPool) => void;
};

export function CustomListDialog({ open, settings, onClose, onUse }: CustomListDialogProps) {
  const current = settings.pool.id === "custom" ? settings.pool : null;
  const [targets, setTargets] = useState(current?.targets.join(", ") ?? "");
  const [others, setOthers] = useState(current?.others.join(", ") ?? "");
  const [prompt, setPrompt] = useState(current?.prompt ?? "");
  const [touched, setTouched] = useState(false);
  const result = validateCustomList(targets, others, prompt);
  const field =
    "mt-1 w-full rounded-xl border-2 border-slate-300 px-3 py-2 text-base focus:border-brand-600";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Your own word list"
      description={`Separate words with commas or new lines. Up to ${customLimits.words} words in each box.`}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (result.ok) onUse(poolFromCustomList(result.list));
        }}
      >
        <label className="text-brand-900 block font-semibold" htmlFor="custom-prompt">
          Prompt the child sees
        </label>
        <input
          id="custom-prompt"
          className={field}
          value={prompt}
          maxLength={customLimits.prompt}
          placeholder="Words on the list"
          onChange={(e) => setPrompt(e.target.value)}
        />
        <label className="text-brand-900 mt-4 block font-semibold" htmlFor="custom-targets">
          Words to whack
        </label>
        <textarea
          id="custom-targets"
          rows={3}
          className={field}
          value={targets}
          placeholder="cat, hat, bat"
          onChange={(e) => setTargets(e.target.value)}
        />
        <label className="text-brand-900 mt-4 block font-semibold" htmlFor="custom-others">
          Words to skip
        </label>
        <textarea
          id="custom-others"
          rows={3}
          className={field}
          value={others}
          placeholder="dog, sit, cup"
          onChange={(e) => setOthers(e.target.value)}
        />
        <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-800">
          {touched && !result.ok ? result.message : ""}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button type="submit">Play this list</Button>
          {result.ok ? (
            <CopyLinkButton
              label="Copy link to this list"
              query={settingsQuery({ ...settings, pool: poolFromCustomList(result.list) })}
            />
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
