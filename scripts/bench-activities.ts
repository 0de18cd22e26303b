// Teacher activities for `npm run bench`: one per template, stored in the bench's fresh data
// directory before the server opens it (PGlite allows one process), so /play/<code> can be
// measured like any other route. Each draft goes through the shared schema, as the editor's do.
import crypto from "node:crypto";
import path from "node:path";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { activities, user } from "../db/schema";
import { defaultSettings as placeValueShowdownDefaults } from "../games/place-value-showdown/settings";
import { activityDraftSchema, type ActivityTemplate } from "../activities/schemas";

const drafts: unknown[] = [
  {
    template: "anagram",
    title: "Lesson words",
    content: {
      words: [
        { word: "ship", clue: "It sails", picture: "fish" },
        { word: "chat" },
        { word: "thin" },
        { word: "duck", picture: "egg" },
      ],
    },
    settings: { keepDigraphs: true },
  },
  {
    template: "place-value-showdown",
    title: "Biggest number wins",
    content: {},
    settings: placeValueShowdownDefaults,
  },
  {
    template: "sentence-sense",
    title: "Sentences from today",
    content: {
      sentences: [{ sentence: "The cat sat on the mat." }, { sentence: "A fish can swim fast." }],
    },
    settings: {},
  },
  {
    template: "sort-categories",
    title: "First sounds",
    content: {
      categories: [
        { name: "c", items: [{ picture: "cat" }, "cup", "cot"] },
        { name: "s", items: [{ picture: "sun" }, "sit", "sock"] },
      ],
    },
    settings: {},
  },
  {
    template: "spinner-wheel",
    title: "Digraph spinner",
    content: { segments: ["sh", "ch", "th", "Say a word with wh"] },
    settings: { removeAfterSpin: false, spins: 10 },
  },
  {
    template: "whack-a-mole",
    title: "Short a words",
    content: {
      source: "own",
      prompt: "Whack the short a words",
      targets: ["cat", "map", "bag"],
      distractors: ["pin", "dog"],
    },
    settings: { speed: "slow", time: 60 },
  },
];

/** Stores a bench teacher and one activity per template in `dataDir`; returns each play link's code. */
export async function seedBenchActivities(
  dataDir: string,
): Promise<{ template: ActivityTemplate; code: string }[]> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await runMigrations(handle);
    const ownerId = "bench-activity-teacher";
    await handle.db.insert(user).values({
      id: ownerId,
      name: "Bench Teacher",
      email: "activities@bench.example",
      role: "teacher",
    });
    const seeded: { template: ActivityTemplate; code: string }[] = [];
    for (const input of drafts) {
      const draft = activityDraftSchema.parse(input);
      const code = crypto.randomBytes(9).toString("base64url");
      await handle.db.insert(activities).values({
        shareCode: code,
        ownerId,
        title: draft.title,
        template: draft.template,
        content: draft.content,
        settings: draft.settings,
      });
      seeded.push({ template: draft.template, code });
    }
    return seeded;
  } finally {
    await handle.close();
  }
}
