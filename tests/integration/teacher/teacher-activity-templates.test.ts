// Place Value Showdown and Whack A Mole activities on the database: created from the games' own
// settings, refused with a clear 400 when a setting or word is out of bounds (nothing stored),
// managed by the owner only, and plays stored only when they fit the template's scoring.
import { sql } from "drizzle-orm";
import {
  activityResults,
  createActivity,
  getOwnedActivity,
  getPlayableActivity,
  setActivityState,
  updateActivity,
  type Staff,
} from "@/activities/library/store";
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";
import { persona } from "../../helpers/admin-session";
import { recordStartedPlay } from "./activity-plays";

jest.setTimeout(240_000);

const NOW = new Date("2030-01-09T17:00:00Z");
const showdown = {
  template: "place-value-showdown",
  title: "Hundreds showdown",
  content: {},
  settings: { places: 3, goal: "mix", target: 3, mode: "computer", deal: "hand" },
};
const ownWords = {
  template: "whack-a-mole",
  title: "At family moles",
  content: {
    source: "own",
    prompt: "Words in the -at family",
    targets: ["cat", "hat", "bat"],
    distractors: ["dog", "sit"],
  },
  settings: { speed: "slow", time: 30 },
};
const phonicsMoles = {
  template: "whack-a-mole",
  title: "Short a moles",
  content: { source: "phonics", setId: "short-a", targets: [], distractors: [] },
  settings: { speed: "medium", time: "off" },
};

describe.each(testDatabaseTargets())(
  "Place Value Showdown and Whack A Mole activities on $label",
  (target) => {
    let handle: TestDatabase;
    let owner: Staff;
    let otherTeacher: Staff;

    const fingerprint = async () =>
      JSON.stringify(
        await handle.db.execute(sql`select
        (select string_agg(id::text || title || content::text || settings::text, ',' order by id) from activities) as activities,
        (select count(*) from activity_plays) as plays`),
      );

    beforeAll(async () => {
      handle = await openTestDatabase(target);
      owner = { id: (await persona(handle, "teacher")).id, role: "teacher" };
      otherTeacher = { id: (await persona(handle, "teacher")).id, role: "teacher" };
    });
    afterAll(async () => handle.close());
    beforeEach(async () => {
      await handle.db.execute(sql`delete from activities`);
      await handle.db.execute(sql`delete from request_buckets`);
    });

    it("stores each template's content and settings and plays them back by link", async () => {
      for (const input of [showdown, ownWords, phonicsMoles]) {
        const created = await createActivity(handle.db, owner, input);
        expect(created.settings).toEqual(input.settings);
        const found = await getPlayableActivity(handle.db, created.shareCode);
        expect(found).toEqual({
          state: "live",
          activity: { title: input.title, draft: input, resultsEnabled: false },
        });
      }
    });

    it.each([
      [
        "5 places",
        { ...showdown, settings: { ...showdown.settings, places: 5 } },
        "Please choose 2, 3 or 4 places.",
      ],
      [
        "a winning score of 11",
        { ...showdown, settings: { ...showdown.settings, target: 11 } },
        "Please keep the winning score to 10 points or fewer.",
      ],
      [
        "a winning score of 0",
        { ...showdown, settings: { ...showdown.settings, target: 0 } },
        "The game needs at least 1 point to win.",
      ],
      [
        "an unknown goal",
        { ...showdown, settings: { ...showdown.settings, goal: "biggest" } },
        "Please choose which number wins.",
      ],
      [
        "no words to whack",
        { ...ownWords, content: { ...ownWords.content, targets: [] } },
        "Please add at least one word to whack.",
      ],
      [
        "no words to skip",
        { ...ownWords, content: { ...ownWords.content, distractors: [] } },
        "Please add at least one word to skip.",
      ],
      [
        "a word in both lists",
        { ...ownWords, content: { ...ownWords.content, distractors: ["Cat", "dog"] } },
        "A word can't be both one to whack and one to skip.",
      ],
      [
        "a word with a symbol",
        { ...ownWords, content: { ...ownWords.content, targets: ["c@t"] } },
        "Words can use letters, with an apostrophe, hyphen or space inside (no numbers or symbols).",
      ],
      [
        "41 words",
        {
          ...ownWords,
          content: {
            ...ownWords.content,
            targets: Array.from(
              { length: 41 },
              (_, i) =>
                `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}at`,
            ),
          },
        },
        "Please keep to 40 words to whack or fewer.",
      ],
      [
        "an unknown phonics set",
        { ...phonicsMoles, content: { ...phonicsMoles.content, setId: "long-z" } },
        "Please choose one of the phonics sets.",
      ],
      [
        "an unknown speed",
        { ...ownWords, settings: { speed: "turbo", time: 30 } },
        "Please choose a speed.",
      ],
      [
        "a 45-second round",
        { ...ownWords, settings: { speed: "slow", time: 45 } },
        "Please choose how long a round lasts.",
      ],
    ])("refuses %s with a clear 400 and stores nothing", async (_label, input, message) => {
      const before = await fingerprint();
      await expect(createActivity(handle.db, owner, input)).rejects.toMatchObject({
        status: 400,
        message,
      });
      expect(await fingerprint()).toBe(before);
    });

    it("lets only the owner change a new-template activity", async () => {
      const created = await createActivity(handle.db, owner, ownWords);
      const before = await fingerprint();
      await expect(getOwnedActivity(handle.db, otherTeacher, created.id)).rejects.toMatchObject({
        status: 404,
      });
      await expect(
        updateActivity(handle.db, otherTeacher, created.id, { ...ownWords, title: "Taken" }),
      ).rejects.toMatchObject({ status: 404 });
      await expect(updateActivity(handle.db, null, created.id, ownWords)).rejects.toMatchObject({
        status: 403,
      });
      expect(await fingerprint()).toBe(before);
      await expect(updateActivity(handle.db, owner, created.id, showdown)).rejects.toMatchObject({
        status: 400,
      });
      const edited = await updateActivity(handle.db, owner, created.id, {
        ...ownWords,
        settings: { speed: "fast", time: 90 },
      });
      expect(edited.settings).toEqual({ speed: "fast", time: 90 });
    });

    it("stores a Place Value Showdown play as rounds won of rounds played, and nothing that could not happen", async () => {
      const created = await createActivity(handle.db, owner, showdown);
      await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
      const play = { nickname: "Sam", score: 3, total: 5, seconds: 200, missedItems: [] };
      const before = await fingerprint();
      for (const bad of [
        { ...play, score: 4, total: 6 }, // more rounds won than the game's target
        { ...play, score: 1, total: 2 }, // fewer rounds than it takes anyone to reach 3
        { ...play, missedItems: ["greater"] }, // this game has no items to miss
      ]) {
        await expect(
          recordStartedPlay(handle.db, created.shareCode, bad, "10.0.0.1", NOW),
        ).rejects.toMatchObject({ status: 400 });
      }
      expect(await fingerprint()).toBe(before);
      await recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.1", NOW);
      await recordStartedPlay(
        handle.db,
        created.shareCode,
        { ...play, nickname: "Jo", score: 0, total: 3 },
        "10.0.0.2",
        NOW,
      );
      const results = await activityResults(handle.db, owner, created.id);
      expect(results.plays.map((p) => [p.nickname, p.score, p.total]).sort()).toEqual([
        ["Jo", 0, 3],
        ["Sam", 3, 5],
      ]);
      expect(results.difficulty).toEqual([]);
    });

    it("stores a Whack A Mole play as hits of hits and misses, with the targets that got away as missed items", async () => {
      const created = await createActivity(handle.db, owner, ownWords);
      await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
      const play = {
        nickname: "Sam",
        score: 7,
        total: 10,
        seconds: 30,
        missedItems: ["hat", "bat"],
      };
      const before = await fingerprint();
      for (const bad of [
        { ...play, missedItems: ["dog"] }, // a word to skip cannot get away
        { ...play, missedItems: ["cow"] }, // not in the activity at all
        { ...play, score: 9, missedItems: ["hat", "bat"] }, // two missed, but only one miss counted
        { ...play, score: 11 },
      ]) {
        await expect(
          recordStartedPlay(handle.db, created.shareCode, bad, "10.0.0.1", NOW),
        ).rejects.toMatchObject({ status: 400 });
      }
      expect(await fingerprint()).toBe(before);
      await recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.1", NOW);
      await recordStartedPlay(
        handle.db,
        created.shareCode,
        { ...play, nickname: "Jo", score: 140, total: 150, missedItems: ["hat"] },
        "10.0.0.2",
        NOW,
      );
      const results = await activityResults(handle.db, owner, created.id);
      expect(results.plays).toHaveLength(2);
      expect(results.difficulty).toEqual([
        { item: "hat", missed: 2, plays: 2 },
        { item: "bat", missed: 1, plays: 2 },
        { item: "cat", missed: 0, plays: 2 },
      ]);
    });

    it("scores a phonics-set activity on the set's own words when the tutor typed none", async () => {
      const created = await createActivity(handle.db, owner, phonicsMoles);
      await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
      await recordStartedPlay(
        handle.db,
        created.shareCode,
        { nickname: "Sam", score: 4, total: 6, seconds: 60, missedItems: ["cat"] },
        "10.0.0.1",
        NOW,
      );
      const results = await activityResults(handle.db, owner, created.id);
      expect(results.difficulty[0]).toEqual({ item: "cat", missed: 1, plays: 1 });
    });
  },
);
