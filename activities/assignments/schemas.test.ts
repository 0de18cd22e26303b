import { describeIssues } from "@/lib/result";
import { assignmentDraftSchema, assignmentMessages } from "./schemas";
import { describeGame, gameUrl } from "./free-games";

const sam = "0f8b7c3e-1d2a-4b5c-8d9e-0a1b2c3d4e5f";
const ava = "1f8b7c3e-1d2a-4b5c-8d9e-0a1b2c3d4e5f";
const activity = "2f8b7c3e-1d2a-4b5c-8d9e-0a1b2c3d4e5f";

const refusal = (input: Record<string, unknown>) => {
  const parsed = assignmentDraftSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return describeIssues(parsed.error).message;
};

describe("assignmentDraftSchema", () => {
  it("reads the Assign form: an activity, the ticked students once each, a due date and the goal", () => {
    expect(
      assignmentDraftSchema.parse({
        what: `activity:${activity}`,
        studentIds: [sam, ava, sam],
        dueDate: "2026-12-01",
        goal: "on",
      }),
    ).toEqual({
      target: { kind: "activity", activityId: activity },
      studentIds: [sam, ava],
      dueDate: "2026-12-01",
      untilNinetyPercent: true,
    });
  });

  it("takes one ticked student as a single value, no due date and no goal", () => {
    expect(
      assignmentDraftSchema.parse({ what: `activity:${activity}`, studentIds: sam, dueDate: "" }),
    ).toMatchObject({ studentIds: [sam], dueDate: null, untilNinetyPercent: false });
  });

  it("keeps a free game's own settings and drops anything else the form sent", () => {
    const draft = assignmentDraftSchema.parse({
      what: "game:whack-a-mole",
      studentIds: sam,
      set: "digraph-sh",
      speed: "fast",
      time: "off",
      mode: "dictation",
    });
    expect(draft.target).toEqual({
      kind: "game",
      game: "whack-a-mole",
      settings: { set: "digraph-sh", speed: "fast", time: "off" },
    });
    if (draft.target.kind !== "game") throw new Error("a game");
    expect(gameUrl(draft.target.game, draft.target.settings)).toBe(
      "/student-apps/whack-a-mole?set=digraph-sh&speed=fast&time=off",
    );
    expect(describeGame(draft.target.game, draft.target.settings)).toBe(
      "Whack-a-Mole: Digraph sh, fast, no timer",
    );
    expect(
      gameUrl("letter-tiles", { mode: "dictation" }) + " " + gameUrl("reading-roller", {}),
    ).toBe("/student-apps/letter-tiles?mode=dictation /student-apps/reading-roller");
    const tiles = assignmentDraftSchema.parse({
      what: "game:letter-tiles",
      studentIds: sam,
      mode: "free",
      group: "sh",
    });
    expect(tiles.target).toEqual({
      kind: "game",
      game: "letter-tiles",
      settings: { mode: "free", group: "sh" },
    });
    expect(gameUrl("letter-tiles", { group: "sh", mode: "free" })).toBe(
      "/student-apps/letter-tiles?mode=free&group=sh",
    );
    expect(describeGame("letter-tiles", { mode: "free", group: "sh" })).toBe(
      "Letter Tiles: Free play, sh words",
    );
    const roller = assignmentDraftSchema.parse({
      what: "game:reading-roller",
      studentIds: sam,
      list: "vcv",
    });
    expect(roller.target).toEqual({
      kind: "game",
      game: "reading-roller",
      settings: { list: "vcv" },
    });
    expect(describeGame("reading-roller", { list: "vcv" })).toBe("Reading Roller: VCV");
    // Assigned before lists were offered: the game's first list.
    expect(describeGame("reading-roller", {})).toBe("Reading Roller: VC/CV #1");
    // No group chosen: none stored.
    expect(
      assignmentDraftSchema.parse({ what: "game:letter-tiles", studentIds: sam, group: "" }).target,
    ).toEqual({ kind: "game", game: "letter-tiles", settings: { mode: "free" } });
  });

  it.each([
    ["Whack-a-Mole with its set", { what: "game:whack-a-mole", set: "digraph-sh" }],
    ["Reading Roller with its list", { what: "game:reading-roller", list: "vcv" }],
    ["Letter Tiles' Listen and build", { what: "game:letter-tiles", mode: "dictation" }],
  ])("takes the 90%% goal for %s, a game whose rounds say how well", (_case, input) => {
    const draft = assignmentDraftSchema.parse({ ...input, studentIds: sam, goal: "on" });
    expect(draft).toMatchObject({ target: { kind: "game" }, untilNinetyPercent: true });
  });

  it.each([
    ["nothing chosen", { what: "", studentIds: sam }, assignmentMessages.what],
    ["an unknown game", { what: "game:chess", studentIds: sam }, assignmentMessages.what],
    ["no student", { what: `activity:${activity}` }, assignmentMessages.students],
    [
      "a student id that is not one",
      { what: `activity:${activity}`, studentIds: "1; drop" },
      assignmentMessages.studentNotFound,
    ],
    [
      "a date that is no day",
      { what: `activity:${activity}`, studentIds: sam, dueDate: "2026-02-30" },
      assignmentMessages.dueDate,
    ],
    [
      "the goal on Letter Tiles played freely, which records nothing",
      { what: "game:letter-tiles", studentIds: sam, mode: "free", goal: "on" },
      assignmentMessages.goalForGames,
    ],
    [
      "the goal on Letter Tiles with no mode chosen (free play)",
      { what: "game:letter-tiles", studentIds: sam, goal: "on" },
      assignmentMessages.goalForGames,
    ],
    [
      "a Reading Roller list it does not have",
      { what: "game:reading-roller", studentIds: sam, list: "vcv-9" },
      "Please choose a list for Reading Roller.",
    ],
    [
      "a word set not on the list",
      { what: "game:whack-a-mole", studentIds: sam, set: "swear" },
      "Please choose a word set for Whack-a-Mole.",
    ],
  ])("refuses %s with a message for people", (_case, input, message) => {
    expect(refusal(input)).toBe(message);
  });
});
