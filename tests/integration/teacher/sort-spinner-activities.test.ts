// Sort Categories and Spinner Wheel activities on the database: valid ones are stored as the
// shared schema shapes them, bad input gets a clear 400 and stores nothing, a sort's plays are
// checked against its items, and a spinner (nothing to score) never turns results on or stores a play.
import { sql } from "drizzle-orm";
import {
  activityMessages,
  activityResults,
  createActivity,
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
const sort = {
  template: "sort-categories",
  title: "Short a or short i",
  content: {
    categories: [
      { name: "Short a", items: [" cat", "map", "bag"] },
      { name: "Short i", items: ["ship", "pin "] },
    ],
  },
  settings: {},
};
const spinner = {
  template: "spinner-wheel",
  title: "Digraph spinner",
  content: { segments: ["sh", "ch", "Say a word with th"] },
  settings: { removeAfterSpin: true },
};
const items = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
  );

describe.each(testDatabaseTargets())("sort and spinner activities on $label", (target) => {
  let handle: TestDatabase;
  let owner: Staff;

  const fingerprint = async () =>
    JSON.stringify(
      await handle.db.execute(sql`select
        (select string_agg(id::text || title || results_enabled::text || content::text || settings::text, ',' order by id) from activities) as activities,
        (select count(*) from activity_plays) as plays`),
    );

  beforeAll(async () => {
    handle = await openTestDatabase(target);
    owner = { id: (await persona(handle, "teacher")).id, role: "teacher" };
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`delete from activities`);
    await handle.db.execute(sql`delete from request_buckets`);
  });

  it("stores a Sort Categories activity with trimmed items and plays it by link", async () => {
    const created = await createActivity(handle.db, owner, sort);
    expect(created.template).toBe("sort-categories");
    expect(created.content).toEqual({
      categories: [
        { name: "Short a", items: ["cat", "map", "bag"] },
        { name: "Short i", items: ["ship", "pin"] },
      ],
    });
    const found = await getPlayableActivity(handle.db, created.shareCode);
    expect(found).toMatchObject({
      state: "live",
      activity: { title: "Short a or short i", draft: { template: "sort-categories" } },
    });
  });

  it("stores picture items beside word items, keeps stored word-only activities valid, and names a missed picture by its keyword", async () => {
    const pictures = {
      ...sort,
      title: "First sounds",
      content: {
        categories: [
          { name: "c", items: [{ picture: "cat" }, "cup"] },
          { name: "s", items: [{ picture: "sun" }, "sit"] },
        ],
      },
    };
    const created = await createActivity(handle.db, owner, pictures);
    expect(created.content).toEqual({
      categories: [
        { name: "c", items: [{ picture: "cat" }, "cup"] },
        { name: "s", items: [{ picture: "sun" }, "sit"] },
      ],
    });
    await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
    await recordStartedPlay(
      handle.db,
      created.shareCode,
      { nickname: "Sam", score: 3, total: 4, seconds: 30, missedItems: ["sun"] },
      "10.0.0.1",
      NOW,
    );
    const results = await activityResults(handle.db, owner, created.id);
    expect(results.difficulty[0]).toEqual({ item: "sun", missed: 1, plays: 1 });
    // Activities stored before pictures existed (items all strings) still load and play.
    const words = await createActivity(handle.db, owner, sort);
    expect(await getPlayableActivity(handle.db, words.shareCode)).toMatchObject({ state: "live" });
  });

  it("stores sort by what you hear when the tutor turns it on, and plays older sorts with it off", async () => {
    const heard = await createActivity(handle.db, owner, {
      ...sort,
      settings: { sortByHearing: true },
    });
    expect(heard.settings).toEqual({ sortByHearing: true });
    const playable = await getPlayableActivity(handle.db, heard.shareCode);
    expect(playable).toMatchObject({ activity: { draft: { settings: { sortByHearing: true } } } });
    // A sort stored before the setting existed holds no settings at all.
    await handle.db.execute(
      sql`update activities set settings = '{}'::jsonb where id = ${heard.id}`,
    );
    expect(await getPlayableActivity(handle.db, heard.shareCode)).toMatchObject({
      state: "live",
      activity: { draft: { settings: { sortByHearing: false } } },
    });
  });

  it("stores a Spinner Wheel with its settings, the spin count defaulting to 10", async () => {
    const created = await createActivity(handle.db, owner, spinner);
    expect(created.content).toEqual({ segments: ["sh", "ch", "Say a word with th"] });
    expect(created.settings).toEqual({ removeAfterSpin: true, spins: 10 });
    const edited = await updateActivity(handle.db, owner, created.id, {
      ...spinner,
      settings: { removeAfterSpin: false, spins: 5 },
    });
    expect(edited.settings).toEqual({ removeAfterSpin: false, spins: 5 });
  });

  const category = (name: string, list: string[]) => ({ name, items: list });
  it.each([
    [
      "one category",
      { ...sort, content: { categories: [category("Short a", ["cat", "map"])] } },
      "Please add at least 2 categories.",
    ],
    [
      "five categories",
      {
        ...sort,
        content: {
          categories: ["A", "B", "C", "D", "E"].map((name, i) =>
            category(name, items(40).slice(i * 2, i * 2 + 2)),
          ),
        },
      },
      "A Sort Categories activity can hold up to 4 categories.",
    ],
    [
      "a category with one item",
      {
        ...sort,
        content: {
          categories: [category("Short a", ["cat"]), category("Short i", ["pin", "ship"])],
        },
      },
      "Each category needs at least 2 items.",
    ],
    [
      "a category with 21 items",
      {
        ...sort,
        content: {
          categories: [category("Many", items(21)), category("Short i", ["pin", "ship"])],
        },
      },
      "Please keep each category to 20 items or fewer.",
    ],
    [
      "an empty category name",
      {
        ...sort,
        content: {
          categories: [category(" ", ["cat", "map"]), category("Short i", ["pin", "ship"])],
        },
      },
      "Please add a category name.",
    ],
    [
      "two categories with one name",
      {
        ...sort,
        content: {
          categories: [category("Short a", ["cat", "map"]), category("short A", ["pin", "ship"])],
        },
      },
      "Each category needs a different name.",
    ],
    [
      "an item in two categories",
      {
        ...sort,
        content: {
          categories: [category("Short a", ["cat", "map"]), category("Short i", ["pin", "Cat"])],
        },
      },
      "Each item can appear only once, so it has one right category.",
    ],
    [
      "an item with a control character",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["c\u0007at", "map"]),
            category("Short i", ["pin", "ship"]),
          ],
        },
      },
      "Please use ordinary letters and punctuation in an item.",
    ],
    [
      "an item over 30 characters",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["a".repeat(31), "map"]),
            category("Short i", ["pin", "ship"]),
          ],
        },
      },
      "Please keep an item to 30 characters or fewer.",
    ],
    [
      "a picture not in the game art set",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["cat", "map"]),
            { name: "Short i", items: ["pin", { picture: "zebra" }] },
          ],
        },
      },
      "Please choose a picture from the list.",
    ],
    [
      "a picture item with extra fields",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["cat", "map"]),
            {
              name: "Short i",
              items: ["pin", { picture: "pig", src: "https://example.com/pig.png" }],
            },
          ],
        },
      },
      "A picture item can only name a picture from the list.",
    ],
    [
      "a picture item without a picture",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["cat", "map"]),
            { name: "Short i", items: ["pin", {}] },
          ],
        },
      },
      "Please choose a picture from the list.",
    ],
    [
      "a word and a picture with the same name",
      {
        ...sort,
        content: {
          categories: [
            category("Short a", ["cat", "map"]),
            { name: "Short i", items: ["pin", { picture: "cat" }] },
          ],
        },
      },
      "Each item can appear only once, so it has one right category.",
    ],
    [
      "one segment",
      { ...spinner, content: { segments: ["sh"] } },
      "Please add at least 2 segments.",
    ],
    [
      "25 segments",
      { ...spinner, content: { segments: items(25) } },
      "A Spinner Wheel can hold up to 24 segments.",
    ],
    [
      "an empty segment",
      { ...spinner, content: { segments: ["sh", "  "] } },
      "Please add a segment.",
    ],
    [
      "a segment over 40 characters",
      { ...spinner, content: { segments: ["sh", "x".repeat(41)] } },
      "Please keep a segment to 40 characters or fewer.",
    ],
    [
      "no spins",
      { ...spinner, settings: { removeAfterSpin: false, spins: 0 } },
      "Please choose how many spins, from 1 to 50.",
    ],
    [
      "sort by what you hear that is neither on nor off",
      { ...sort, settings: { sortByHearing: "yes" } },
      "Sort by what you hear is either on or off.",
    ],
    [
      "51 spins",
      { ...spinner, settings: { removeAfterSpin: false, spins: 51 } },
      "Please choose how many spins, from 1 to 50.",
    ],
    [
      "a fractional spin count",
      { ...spinner, settings: { removeAfterSpin: false, spins: 2.5 } },
      "Please choose how many spins, from 1 to 50.",
    ],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, input, message) => {
    const before = await fingerprint();
    await expect(createActivity(handle.db, owner, input)).rejects.toMatchObject({
      status: 400,
      message,
    });
    expect(await fingerprint()).toBe(before);
  });

  it("stores a sort's play only when it fits: every item counted, missed items among them", async () => {
    const created = await createActivity(handle.db, owner, sort);
    await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
    const play = { nickname: "Sam", score: 4, total: 5, seconds: 40, missedItems: ["pin"] };
    const before = await fingerprint();
    for (const bad of [
      { ...play, total: 2 },
      { ...play, missedItems: ["Short a"] },
      { ...play, score: 6 },
    ]) {
      await expect(
        recordStartedPlay(handle.db, created.shareCode, bad, "10.0.0.1", NOW),
      ).rejects.toMatchObject({ status: 400, message: activityMessages.badResult });
    }
    expect(await fingerprint()).toBe(before);
    await recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.1", NOW);
    const results = await activityResults(handle.db, owner, created.id);
    expect(results.plays.map((p) => [p.nickname, p.score, p.total, p.missedItems])).toEqual([
      ["Sam", 4, 5, ["pin"]],
    ]);
    expect(results.difficulty[0]).toEqual({ item: "pin", missed: 1, plays: 1 });
    expect(results.difficulty.map((d) => d.item).sort()).toEqual([
      "bag",
      "cat",
      "map",
      "pin",
      "ship",
    ]);
  });

  it("never turns results on for a spinner, so no play is stored for it", async () => {
    const created = await createActivity(handle.db, owner, spinner);
    const before = await fingerprint();
    await expect(
      setActivityState(handle.db, owner, created.id, { resultsEnabled: true }),
    ).rejects.toMatchObject({ status: 400, message: activityMessages.noResultsToSave });
    await expect(
      recordStartedPlay(
        handle.db,
        created.shareCode,
        { nickname: "Sam", score: 0, total: 3, seconds: 10, missedItems: [] },
        "10.0.0.1",
        NOW,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: activityMessages.resultsOff,
    });
    expect(await fingerprint()).toBe(before);
    expect((await setActivityState(handle.db, owner, created.id, { paused: true })).paused).toBe(
      true,
    );
  });
});
