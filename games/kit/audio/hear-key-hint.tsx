// The hear key printed on a hear button, so a keyboard player sees which key does the same; the
// button's aria-keyshortcuts tells a screen reader.
import { hearKeyName } from "./hear-hotkey";

export function HearKeyHint({ hotkey }: { hotkey: string | undefined }) {
  if (!hotkey) return null;
  return (
    <kbd
      aria-hidden="true"
      className="rounded border border-slate-400 px-1.5 text-sm font-semibold text-slate-700"
    >
      {hearKeyName(hotkey)}
    </kbd>
  );
}
