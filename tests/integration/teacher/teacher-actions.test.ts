// The teacher portal's server actions, called directly as an anonymous visitor, a member and
// another teacher: each is refused with a clear message and nothing changes; the owner succeeds.
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import { createActivity } from "@/activities/library/store";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, anonymous, persona, type Persona } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(240_000);

const draft = {
  template: "anagram",
  title: "Lesson words",
  content: { words: [{ word: "cat" }] },
  settings: { keepDigraphs: true },
};

describe.each(testDatabaseTargets())("teacher portal actions on $label", (target) => {
  const database = testDatabaseForApp(target);
  let owner: Persona;
  let people: [string, () => Headers][];

  const fingerprint = async () =>
    JSON.stringify(
      await database().db.execute(
        sql`select string_agg(id::text || title || paused::text || results_enabled::text, ',' order by id) as a from activities`,
      ),
    );

  beforeAll(async () => {
    owner = await persona(database(), "teacher");
    const member = await persona(database(), "member");
    const other = await persona(database(), "teacher");
    people = [
      ["anonymous", anonymous],
      ["member", () => member.headers()],
      ["another teacher", () => other.headers()],
    ];
  });

  it("refuses everyone but the owner and changes nothing", async () => {
    const actions = await import("@/activities/library/actions");
    const activity = await createActivity(database().db, { id: owner.id, role: "teacher" }, draft);
    const before = await fingerprint();
    for (const [who, headers] of people) {
      actAs(headers());
      const results = [
        await actions.saveActivityAction(activity.id, { ...draft, title: "Taken" }),
        await actions.setActivityStateAction(activity.id, { paused: true }),
        await actions.duplicateActivityAction(activity.id),
        await actions.deleteActivityAction(activity.id),
      ];
      for (const result of results) expect({ who, ok: result.ok }).toEqual({ who, ok: false });
      if (who !== "another teacher")
        expect((await actions.saveActivityAction(null, draft)).ok).toBe(false);
    }
    expect(await fingerprint()).toBe(before);

    actAs(owner.headers());
    expect(await actions.saveActivityAction(activity.id, { ...draft, title: "  " })).toEqual({
      ok: false,
      message: "Please add a title.",
    });
    expect(await fingerprint()).toBe(before);
    expect(await actions.setActivityStateAction(activity.id, { paused: true })).toEqual({
      ok: true,
      message: "Link paused.",
    });
    expect(await actions.deleteActivityAction(activity.id)).toEqual({
      ok: true,
      message: "Activity and its results deleted.",
    });
  });
});
