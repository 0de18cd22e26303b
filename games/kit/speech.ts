"use client";
// Read a word aloud with the browser's speech synthesis, where available. Isolated letter sounds
// are not offered: synthetic voices say them badly (GAMES.md).
export function canSpeak(): boolean {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof SpeechSynthesisUtterance !== "undefined"
  );
}

export function speak(text: string, options: { rate?: number } = {}): boolean {
  if (!canSpeak()) return false;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-US";
  utterance.rate = options.rate ?? 0.85;
  window.speechSynthesis.speak(utterance);
  return true;
}
