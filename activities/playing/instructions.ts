// What a child reads above an activity, on a shared link and on their personal page alike.
import type { ActivityTemplate } from "@/activities/schemas";

export const playInstructions = {
  anagram: "Tap or press Enter on the letter tiles to spell each word, then press Check.",
  "sentence-sense": "Tap or press Enter on the word cards to build the sentence, then press Check.",
  "sort-categories":
    "Drag each item into its group, or tap it (or press Enter) and then choose the group.",
  "spinner-wheel": "Press Spin and read what the wheel lands on.",
  "place-value-showdown":
    "Put each digit card in a column to build the bigger number (or the smaller one, when the round says so). Then compare!",
  "whack-a-mole":
    "Whack the moles whose word fits: tap them, or press the number key of their hole. Let the others go.",
} satisfies Record<ActivityTemplate, string>;
