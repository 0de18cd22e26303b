"use client";
// "Hear the card" (and H) for the card turned last, while it is face up: words and picture names
// in the reading voice (a keyword picture in the practice's recording once it is made), a letter
// only from the recording of its sound. Numbers and dots are counted, not read, so they have none.
import { HEAR_KEY } from "../kit/audio/hear-hotkey";
import { HearLetterSound, HearWord } from "../kit/audio/hear-word";
import type { Card } from "./logic";

/**
 * A compact speaker on the game's dark status bar (the bar must stay one line on a laptop); the
 * no-voice message goes below the board instead (<NoVoiceMessage /> in the game).
 */
export function HearCard({ card }: { card: Card | undefined }) {
  return (
    <span className="text-ink inline-flex rounded-3xl bg-white empty:hidden">
      <CardHear card={card} />
    </span>
  );
}

function CardHear({ card }: { card: Card | undefined }) {
  const face = card?.face;
  const label = "Hear the card";
  if (face?.kind === "word")
    return <HearWord key={face.text} text={face.text} label={label} hotkey={HEAR_KEY} compact />;
  if (face?.kind === "picture")
    return (
      <HearWord key={face.picture} text={face.picture} label={label} hotkey={HEAR_KEY} compact />
    );
  if (face?.kind === "letter")
    return <HearLetterSound key={face.text} text={face.text} label={label} hotkey={HEAR_KEY} />;
  return null;
}
