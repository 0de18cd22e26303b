// Teacher activities on the database: only the owner (or an admin) manages an activity or sees
// its results; members, other teachers and anonymous callers are refused and change nothing; bad
// input stores nothing; a play link reveals the content only; plays are checked and rate-limited.
import { sql } from "drizzle-orm";
import {
  activityMessages,
  activityResults,
  createActivity,
  deleteActivity,
  duplicateActivity,
  getOwnedActivity,
  getPlayableActivity,
  listActivities,
  playRateRules,
  recordPlay,
  resultsCsv,
  setActivityState,
  startPlay,
  updateActivity,
  type Staff,
} from "@/activities/library/store";
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";
import { persona } from "../../helpers/admin-session";
import { recordStartedPlay } from "./activity-plays";

jest.setTimeout(240_000);

const NOW = new Date("2030-01-09T17:00:00Z");
const anagram = {
  template: "anagram",
  title: "Short a words",
  content: { words: [{ word: "cat", clue: "It says meow" }, { word: "ship" }, { word: "map" }] },
  settings: { keepDigraphs: true },
};

describe.each(testDatabaseTargets())("teacher activities on $label", (target) => {
  let handle: TestDatabase;
  let owner: Staff;
  let otherTeacher: Staff;
  let member: Staff;
  let admin: Staff;

  const fingerprint = async () =>
    JSON.stringify(
      await handle.db.execute(sql`select
        (select string_agg(id::text || title || paused::text || results_enabled::text || content::text, ',' order by id) from activities) as activities,
        (select count(*)::int from activity_plays) as plays`),
    );

  beforeAll(async () => {
    handle = await openTestDatabase(target);
    const staff = async (role: "teacher" | "admin" | "member"): Promise<Staff> => ({
      id: (await persona(handle, role)).id,
      role,
    });
    owner = await staff("teacher");
    otherTeacher = await staff("teacher");
    member = await staff("member");
    admin = await staff("admin");
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`delete from activities`);
    await handle.db.execute(sql`delete from request_buckets`);
  });

  it("stores a valid activity with an unguessable 12-character link", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    expect(created.shareCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(created.content).toEqual({
      words: [{ word: "cat", clue: "It says meow" }, { word: "ship" }, { word: "map" }],
    });
    expect(created.paused).toBe(false);
    expect(created.resultsEnabled).toBe(false);
  });

  it("stores a picture clue from the game art set beside a word, with or without a written clue", async () => {
    const words = [
      { word: "cat", picture: "cat" },
      { word: "ship", clue: "It sails", picture: "fish" },
      { word: "map" },
    ];
    const created = await createActivity(handle.db, owner, { ...anagram, content: { words } });
    expect(created.content).toEqual({ words });
    const found = await getPlayableActivity(handle.db, created.shareCode);
    expect(found).toMatchObject({ state: "live", activity: { draft: { content: { words } } } });
  });

  it.each([
    [
      "a picture not in the game art set",
      { ...anagram, content: { words: [{ word: "cat", picture: "zebra" }] } },
      "Please choose a picture from the list.",
    ],
    [
      "a picture given as a web address",
      { ...anagram, content: { words: [{ word: "cat", picture: "https://example.com/cat.png" }] } },
      "Please choose a picture from the list.",
    ],
    ["an empty title", { ...anagram, title: "  " }, "Please add a title."],
    [
      "a control character",
      { ...anagram, title: "Short\u0007 a" },
      "Please use ordinary letters and punctuation in a title.",
    ],
    ["no words", { ...anagram, content: { words: [] } }, "Please add at least one word."],
    [
      "31 words",
      { ...anagram, content: { words: Array.from({ length: 31 }, () => ({ word: "cat" })) } },
      "An anagram activity can hold up to 30 words.",
    ],
    [
      "a word with a digit",
      { ...anagram, content: { words: [{ word: "c4t" }] } },
      "Words can use letters, with an apostrophe or hyphen inside (no spaces, numbers or symbols).",
    ],
    [
      "an unknown template",
      { ...anagram, template: "crossword" },
      "Some of the activity's details are not valid.",
    ],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, input, message) => {
    const before = await fingerprint();
    await expect(createActivity(handle.db, owner, input)).rejects.toMatchObject({
      status: 400,
      message,
    });
    expect(await fingerprint()).toBe(before);
  });

  it("refuses anonymous callers and members before reading anything", async () => {
    await expect(createActivity(handle.db, null, anagram)).rejects.toMatchObject({
      status: 403,
      message: activityMessages.notStaff,
    });
    await expect(createActivity(handle.db, member, anagram)).rejects.toMatchObject({ status: 403 });
    await expect(listActivities(handle.db, member)).rejects.toMatchObject({ status: 403 });
    expect(await fingerprint()).toContain('"activities":null');
  });

  it("lets only the owner or an admin read, change, pause, see results of or delete an activity", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    const before = await fingerprint();
    for (const stranger of [otherTeacher, member, null]) {
      await expect(getOwnedActivity(handle.db, stranger, created.id)).rejects.toMatchObject({
        status: stranger?.role === "teacher" ? 404 : 403,
      });
      await expect(
        updateActivity(handle.db, stranger, created.id, { ...anagram, title: "Taken" }),
      ).rejects.toBeDefined();
      await expect(
        setActivityState(handle.db, stranger, created.id, { paused: true }),
      ).rejects.toBeDefined();
      await expect(duplicateActivity(handle.db, stranger, created.id)).rejects.toBeDefined();
      await expect(activityResults(handle.db, stranger, created.id)).rejects.toBeDefined();
      await expect(deleteActivity(handle.db, stranger, created.id)).rejects.toBeDefined();
    }
    expect(await listActivities(handle.db, otherTeacher)).toEqual([]);
    expect(await fingerprint()).toBe(before);

    expect(
      (
        await updateActivity(handle.db, admin, created.id, {
          ...anagram,
          title: "Checked by admin",
        })
      ).title,
    ).toBe("Checked by admin");
    expect((await setActivityState(handle.db, owner, created.id, { paused: true })).paused).toBe(
      true,
    );
    await deleteActivity(handle.db, owner, created.id);
    await expect(getOwnedActivity(handle.db, owner, created.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("keeps an activity's template when it is edited", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    const before = await fingerprint();
    await expect(
      updateActivity(handle.db, owner, created.id, {
        template: "sentence-sense",
        title: "x",
        content: { sentences: [{ sentence: "The cat sat." }] },
        settings: {},
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await fingerprint()).toBe(before);
  });

  it("duplicates with a new link and lists with search and sort; admins can list everyone's", async () => {
    const first = await createActivity(handle.db, owner, { ...anagram, title: "Zebra words" });
    await createActivity(handle.db, owner, { ...anagram, title: "apple words" });
    await createActivity(handle.db, otherTeacher, { ...anagram, title: "Other words" });
    const copy = await duplicateActivity(handle.db, owner, first.id);
    expect(copy.shareCode).not.toBe(first.shareCode);
    expect(copy.title).toBe("Zebra words (copy)");
    expect((await listActivities(handle.db, owner, { sort: "title" })).map((a) => a.title)).toEqual(
      ["apple words", "Zebra words", "Zebra words (copy)"],
    );
    expect(
      (await listActivities(handle.db, owner, { search: "zeb" })).map((a) => a.title).sort(),
    ).toEqual(["Zebra words", "Zebra words (copy)"]);
    expect(await listActivities(handle.db, owner, { search: "%" })).toEqual([]);
    expect(await listActivities(handle.db, admin, { everyone: true })).toHaveLength(4);
    expect(await listActivities(handle.db, otherTeacher, { everyone: true })).toHaveLength(1);
  });

  it("a play link reveals the content of a live activity only, and says when it is paused", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    const live = await getPlayableActivity(handle.db, created.shareCode);
    expect(live).toEqual({
      state: "live",
      activity: {
        title: "Short a words",
        draft: expect.objectContaining({ template: "anagram" }) as unknown,
        resultsEnabled: false,
      },
    });
    expect(JSON.stringify(live)).not.toContain(owner.id);
    await setActivityState(handle.db, owner, created.id, { paused: true });
    expect(await getPlayableActivity(handle.db, created.shareCode)).toEqual({ state: "paused" });
    expect(await getPlayableActivity(handle.db, "AAAAAAAAAAAA")).toEqual({ state: "gone" });
    expect(await getPlayableActivity(handle.db, "../../etc")).toEqual({ state: "gone" });
  });

  it("stores a finished play only when results are on and the result fits the activity", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    const play = { nickname: "Sam", score: 2, total: 3, seconds: 41, missedItems: ["ship"] };
    await expect(
      recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.1", NOW),
    ).rejects.toMatchObject({ status: 409, message: activityMessages.resultsOff });
    await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
    const before = await fingerprint();
    for (const bad of [
      { ...play, nickname: "sam@example.com" },
      { ...play, total: 5 },
      { ...play, score: 4 },
      { ...play, missedItems: ["dog"] },
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
      { ...play, nickname: "Jo", score: 1, missedItems: ["ship", "map"] },
      "10.0.0.2",
      NOW,
    );
    const results = await activityResults(handle.db, owner, created.id);
    expect(results.plays.map((p) => p.nickname).sort()).toEqual(["Jo", "Sam"]);
    expect(results.difficulty).toEqual([
      { item: "ship", missed: 2, plays: 2 },
      { item: "map", missed: 1, plays: 2 },
      { item: "cat", missed: 0, plays: 2 },
    ]);
    expect(resultsCsv(results).split("\r\n")[0]).toBe(
      '"Nickname","Score","Out of","Time (seconds)","Missed","Played at (UTC)"',
    );

    await deleteActivity(handle.db, owner, created.id);
    expect(await fingerprint()).toContain('"plays":0');
  });

  it("rate-limits plays per client address, and per link fairly once the link is busy", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
    const play = { nickname: "Sam", score: 3, total: 3, seconds: 20, missedItems: [] };
    for (let i = 0; i < playRateRules.perAddress.limit; i++)
      await recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.9", NOW);
    await expect(
      recordStartedPlay(handle.db, created.shareCode, play, "10.0.0.9", NOW),
    ).rejects.toMatchObject({ status: 429 });
    // Many addresses fill the link past its busy mark; each may then add only its fair share.
    let address = 0;
    while (address < playRateRules.perLink.limit)
      await recordStartedPlay(handle.db, created.shareCode, play, `10.1.0.${address++}`, NOW);
    for (let i = 0; i < playRateRules.busyShare; i++)
      await recordStartedPlay(handle.db, created.shareCode, play, "10.2.0.1", NOW);
    await expect(
      recordStartedPlay(handle.db, created.shareCode, play, "10.2.0.1", NOW),
    ).rejects.toMatchObject({ status: 429 });
  });

  it("after a flood of 125 plays as one child from rotating addresses, a new child's play is still stored", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    await setActivityState(handle.db, owner, created.id, { resultsEnabled: true });
    const emma = { nickname: "Emma", score: 3, total: 3, seconds: 20, missedItems: [] };
    const stored = async () => (await activityResults(handle.db, owner, created.id)).plays;

    // Forged: results with no play token, or a made-up one, store nothing.
    for (let i = 0; i < 125; i++) {
      const playToken = i % 2 ? `${NOW.getTime()}.forged${i}.mac` : undefined;
      await expect(
        recordPlay(
          handle.db,
          created.shareCode,
          { ...emma, playToken },
          `10.3.${i >> 8}.${i & 255}`,
          NOW,
        ),
      ).rejects.toMatchObject({ status: 403, message: activityMessages.noPlay });
    }
    expect(await stored()).toHaveLength(0);

    // Started plays, each from its own address: the link fills past busy, and every address has
    // only its share.
    const outcomes = [];
    for (let i = 0; i < 125; i++)
      outcomes.push(
        await recordStartedPlay(
          handle.db,
          created.shareCode,
          emma,
          `10.4.${i >> 8}.${i & 255}`,
          NOW,
        )
          .then(() => "stored")
          .catch((error: { status?: number }) => error.status),
      );
    expect(outcomes.every((o) => o === "stored")).toBe(true);

    const newChild = { ...emma, nickname: "Noah", score: 2, missedItems: ["ship"] };
    await recordStartedPlay(handle.db, created.shareCode, newChild, "192.0.2.77", NOW);
    expect((await stored()).filter((p) => p.nickname === "Noah")).toHaveLength(1);
  });

  it("spends a play token on the one result it carries, for its own link and nickname", async () => {
    const created = await createActivity(handle.db, owner, anagram);
    const other = await createActivity(handle.db, owner, anagram);
    for (const a of [created, other])
      await setActivityState(handle.db, owner, a.id, { resultsEnabled: true });
    const play = { nickname: "Max", score: 3, total: 3, seconds: 20, missedItems: [] };
    const playToken = await startPlay(handle.db, created.shareCode, "Max", "10.5.0.1", NOW);
    // Another child's name, or another link, with Max's token: refused.
    await expect(
      recordPlay(
        handle.db,
        created.shareCode,
        { ...play, nickname: "Emma", playToken },
        "10.5.0.1",
        NOW,
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      recordPlay(handle.db, other.shareCode, { ...play, playToken }, "10.5.0.1", NOW),
    ).rejects.toMatchObject({ status: 403 });
    await recordPlay(handle.db, created.shareCode, { ...play, playToken }, "10.5.0.1", NOW);
    await expect(
      recordPlay(handle.db, created.shareCode, { ...play, playToken }, "10.5.0.1", NOW),
    ).rejects.toMatchObject({ status: 409, message: activityMessages.alreadySaved });
    // A token from hours ago has lapsed.
    const old = await startPlay(
      handle.db,
      created.shareCode,
      "Max",
      "10.5.0.1",
      new Date(NOW.getTime() - 4 * 3600_000),
    );
    await expect(
      recordPlay(handle.db, created.shareCode, { ...play, playToken: old }, "10.5.0.1", NOW),
    ).rejects.toMatchObject({ status: 403 });
    expect((await activityResults(handle.db, owner, created.id)).plays).toHaveLength(1);
  });

  it("escapes spreadsheet formulas in the CSV export", () => {
    const csv = resultsCsv({
      plays: [
        {
          id: "x",
          activityId: "y",
          nickname: "=cmd",
          score: 1,
          total: 1,
          seconds: 2,
          missedItems: ["a,b"],
          createdAt: NOW,
        },
      ],
    });
    expect(csv).toContain('"\'=cmd","1","1","2","a,b","2030-01-09T17:00:00.000Z"');
  });
});
