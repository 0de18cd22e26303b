"use client";
// Game setup for a tutor or teacher: players, places, goal, target score and how cards are dealt.
// "Copy link" gives an address that opens the game already configured (for the teacher portal).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CopyLinkButton } from "@/games/kit/settings/copy-link";
import { settingsQuery, type Settings } from "./settings";
import { SettingsFields } from "./settings-fields";

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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Game setup"
      description="Changes start a new game."
      size="lg"
    >
      <SettingsFields settings={draft} onChange={setDraft} groupClassName="mb-4" />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => onStart(draft)}>Start new game</Button>
        <CopyLinkButton label="Copy link to this setup" query={settingsQuery(draft)} />
      </div>
    </Dialog>
  );
}
