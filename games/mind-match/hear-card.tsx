"use client";
// "Hear the card" (and H) for the card turned last, while it is face up: words and picture names
// in the reading voice (a keyword picture in the practice's recording once it is made), a letter
// only from the recording of its sound. Numbers and dots are counted, not read, so they have none.
import { HearLetterSound, HearWord } from "../kit/audio/hear-word";
import type { Card } from "./logic";

/** On the game's dark status bar: white behind it, so the no-voice message stays readable. */
export function HearCard({ card }: { card: Card | undefined }) {
  return (
    <span className="text-ink rounded-3xl bg-white empty:hidden">
      <CardHear card={card} />
    </span>
  );
}

function CardHear({ card }: { card: Card | undefined }) {
  const face = card?.face;
  const label = "Hear the card";
  if (face?.kind === "word")
    return <HearWord key={face.text} text={face.text} label={label} hotkey="h" />;
  if (face?.kind === "picture")
    return <HearWord key={face.picture} text={face.picture} label={label} hotkey="h" />;
  if (face?.kind === "letter")
    return <HearLetterSound key={face.text} text={face.text} label={label} hotkey="h" />;
  return null;
}
