import {
  initialPickerState,
  monthLimits,
  pickerLoading,
  pickerMessages,
  pickerReducer,
  type PickerEvent,
  type PickerState,
} from "./picker";
import { bookingMessages } from "../schemas";
import type { Slot } from "./slots";

const ZONE = "America/Denver";
/** Tuesday 10 March 2026, 9:00 AM in Denver. */
const NOW = Date.UTC(2026, 2, 10, 16, 0);
const DAY = "2026-03-12";
const NINE: Slot = {
  start: "2026-03-12T16:00:00.000Z",
  end: "2026-03-12T16:30:00.000Z",
  label: "9:00 AM - 9:30 AM MT",
};
const TEN: Slot = {
  start: "2026-03-12T17:00:00.000Z",
  end: "2026-03-12T17:30:00.000Z",
  label: "10:00 AM - 10:30 AM MT",
};

function run(state: PickerState, events: PickerEvent[], now = NOW): PickerState {
  return events.reduce((current, event) => pickerReducer(current, event, now), state);
}

const opened = () => initialPickerState(ZONE, NOW, true);

/** Open, March loaded, DAY chosen, NINE asked for and granted as lock "a" for 300 s at NOW. */
function holding(): PickerState {
  const asked = run(opened(), [
    {
      type: "monthLoaded",
      month: { year: 2026, month: 3 },
      availability: [{ date: DAY, slots: [NINE, TEN] }],
    },
    { type: "dateChosen", date: DAY },
    { type: "timeChosen", slot: NINE },
  ]);
  return run(asked, [
    { type: "holdGranted", request: asked.holdRequest!.id, lockId: "a", expiresInSeconds: 300 },
  ]);
}

describe("availability", () => {
  it("starts on the business's current month, loading until that month's answer arrives", () => {
    const state = opened();
    expect(state.month).toEqual({ year: 2026, month: 3 });
    expect(pickerLoading(state)).toBe(true);
    const loaded = run(state, [
      {
        type: "monthLoaded",
        month: { year: 2026, month: 3 },
        availability: [{ date: DAY, slots: [NINE] }],
      },
    ]);
    expect(pickerLoading(loaded)).toBe(false);
    expect(loaded.days.get(DAY)).toEqual([NINE]);
  });

  it("loads again on a month change and ignores a late answer for a month no longer shown", () => {
    const april = run(holding(), [{ type: "monthShown", month: { year: 2026, month: 4 } }]);
    expect(pickerLoading(april)).toBe(true);
    const late = run(april, [
      { type: "monthLoaded", month: { year: 2026, month: 3 }, availability: [] },
    ]);
    expect(late).toBe(april);
  });

  it("a failed load shows no times rather than an error", () => {
    const failed = run(holding(), [
      { type: "monthLoaded", month: { year: 2026, month: 3 }, availability: null },
    ]);
    expect(pickerLoading(failed)).toBe(false);
    expect(failed.days.size).toBe(0);
    expect(failed.notice).toBeNull();
  });

  it("the next-available banner names the first free time, or says there is none", () => {
    const found = run(opened(), [
      {
        type: "nextAvailableLoaded",
        from: "2026-03-10",
        availability: [{ date: DAY, slots: [NINE] }],
      },
    ]);
    expect(found.banner).toBe("Thursday, March 12 at 9:00 AM MT");
    const failed = run(opened(), [
      { type: "nextAvailableLoaded", from: "2026-03-10", availability: null },
    ]);
    expect(failed.banner).toBe("No upcoming availability");
  });

  it("answers arriving after closing are dropped", () => {
    const closed = run(holding(), [{ type: "closed" }]);
    const events: PickerEvent[] = [
      { type: "monthLoaded", month: closed.month, availability: [{ date: DAY, slots: [NINE] }] },
      { type: "nextAvailableLoaded", from: "2026-03-10", availability: [] },
      { type: "dayLoaded", request: 99, availability: [{ date: DAY, slots: [NINE] }] },
    ];
    for (const event of events) expect(pickerReducer(closed, event, NOW)).toBe(closed);
  });

  it("the month arrows stay between this month and six months ahead", () => {
    expect(monthLimits({ year: 2026, month: 3 }, "2026-03-10")).toEqual({
      canGoBack: false,
      canGoForward: true,
    });
    expect(monthLimits({ year: 2026, month: 9 }, "2026-03-10")).toEqual({
      canGoBack: true,
      canGoForward: false,
    });
  });
});

describe("choosing a date and a time", () => {
  it("choosing a time asks for a hold on that date and shows it as pending", () => {
    const state = run(opened(), [
      { type: "dateChosen", date: DAY },
      { type: "timeChosen", slot: NINE },
    ]);
    expect(state.slot).toEqual(NINE);
    expect(state.holdRequest).toEqual({ id: expect.any(Number) as unknown, date: DAY, slot: NINE });
  });

  it("a time cannot be chosen before a date", () => {
    const state = opened();
    expect(pickerReducer(state, { type: "timeChosen", slot: NINE }, NOW)).toBe(state);
  });

  it("a granted hold stores the lock and starts the countdown at the moment it arrived", () => {
    const state = holding();
    expect(state.holdRequest).toBeNull();
    expect(state.lockId).toBe("a");
    expect(state.hold).toEqual({ lockId: "a", expiresInSeconds: 300, heldAt: NOW });
  });

  it("a new date clears the chosen time, the notice and the hold, and gives the lock back", () => {
    const state = run(holding(), [{ type: "dateChosen", date: "2026-03-13" }]);
    expect(state).toMatchObject({
      date: "2026-03-13",
      slot: null,
      hold: null,
      lockId: null,
      notice: null,
    });
    expect(state.locksToGiveBack).toEqual(["a"]);
  });

  it("choosing the date already chosen changes nothing", () => {
    const state = holding();
    expect(pickerReducer(state, { type: "dateChosen", date: DAY }, NOW)).toBe(state);
  });

  it("a hold granted after the visitor moved on is given back", () => {
    const asked = run(opened(), [
      { type: "dateChosen", date: DAY },
      { type: "timeChosen", slot: NINE },
    ]);
    const request = asked.holdRequest!.id;
    const moved = run(asked, [{ type: "dateChosen", date: "2026-03-13" }]);
    expect(moved.holdRequest).toBeNull();
    const late = run(moved, [{ type: "holdGranted", request, lockId: "b", expiresInSeconds: 300 }]);
    expect(late.hold).toBeNull();
    expect(late.locksToGiveBack).toEqual(["b"]);
  });

  it("an overtaken answer carrying the lock already held does not give it back", () => {
    const state = holding();
    const again = run(state, [{ type: "timeChosen", slot: TEN }]);
    const first = again.holdRequest!.id;
    const newer = run(again, [{ type: "timeChosen", slot: NINE }]);
    const late = run(newer, [
      { type: "holdGranted", request: first, lockId: "a", expiresInSeconds: 300 },
    ]);
    expect(late.locksToGiveBack).toEqual([]);
  });

  it("locks reported as given back leave the queue", () => {
    const state = run(holding(), [{ type: "dateChosen", date: "2026-03-13" }]);
    expect(run(state, [{ type: "locksGivenBack", lockIds: ["a"] }]).locksToGiveBack).toEqual([]);
  });
});

describe("a refused hold (409)", () => {
  const refusedAfterHolding = (message: string | null, code?: string) => {
    const asked = run(holding(), [{ type: "timeChosen", slot: TEN }]);
    return run(asked, [{ type: "holdRefused", request: asked.holdRequest!.id, code, message }]);
  };

  it("clears the time, shows the server's message and fetches that day again", () => {
    const state = refusedAfterHolding("Someone just took that time.");
    expect(state).toMatchObject({ slot: null, hold: null, holdRequest: null, date: DAY });
    expect(state.notice).toEqual({ tone: "error", text: "Someone just took that time." });
    expect(state.dayRefetch).toEqual({ id: expect.any(Number) as unknown, date: DAY });
  });

  it("falls back to the spec's message when the server sends none", () => {
    expect(refusedAfterHolding(null).notice).toEqual({
      tone: "error",
      text: bookingMessages.slotTaken,
    });
  });

  it("keeps the earlier lock, so it is still given back on closing", () => {
    const state = refusedAfterHolding(null);
    expect(state.lockId).toBe("a");
    expect(run(state, [{ type: "closed" }]).locksToGiveBack).toEqual(["a"]);
  });

  it("when the site holds no more times, keeps the time (it can still be booked) with an info notice", () => {
    const state = refusedAfterHolding("We can't hold more times right now.", "holds_full");
    expect(state.slot).toEqual(TEN);
    expect(state.notice).toEqual({ tone: "info", text: "We can't hold more times right now." });
    expect(state.dayRefetch).toBeNull();
  });

  it("an overtaken refusal is ignored", () => {
    const asked = run(holding(), [{ type: "timeChosen", slot: TEN }]);
    const request = asked.holdRequest!.id;
    const newer = run(asked, [{ type: "timeChosen", slot: NINE }]);
    expect(pickerReducer(newer, { type: "holdRefused", request, message: null }, NOW)).toBe(newer);
  });

  it("the refetched day's times replace the old ones", () => {
    const state = refusedAfterHolding(null);
    const fresh = run(state, [
      {
        type: "dayLoaded",
        request: state.dayRefetch!.id,
        availability: [{ date: DAY, slots: [NINE] }],
      },
    ]);
    expect(fresh.days.get(DAY)).toEqual([NINE]);
    expect(fresh.dayRefetch).toBeNull();
  });
});

describe("the countdown reaching zero", () => {
  const ENDS = NOW + 300_000;

  it("does nothing before the hold's time is up", () => {
    const state = holding();
    expect(pickerReducer(state, { type: "holdTimeUp" }, ENDS - 1_000)).toBe(state);
  });

  it("clears the hold and lock without giving it back, tells the visitor and rechecks the day", () => {
    const state = run(holding(), [{ type: "holdTimeUp" }], ENDS);
    expect(state).toMatchObject({ hold: null, lockId: null, slot: NINE, locksToGiveBack: [] });
    expect(state.notice).toEqual({ tone: "info", text: pickerMessages.holdEnded });
    expect(state.dayRefetch).toEqual({
      id: expect.any(Number) as unknown,
      date: DAY,
      heldStart: NINE.start,
    });
  });

  it("counts 300 seconds when the server gave no length", () => {
    const asked = run(opened(), [
      { type: "dateChosen", date: DAY },
      { type: "timeChosen", slot: NINE },
    ]);
    const held = run(asked, [
      { type: "holdGranted", request: asked.holdRequest!.id, lockId: "a", expiresInSeconds: 0 },
    ]);
    expect(pickerReducer(held, { type: "holdTimeUp" }, NOW + 299_000)).toBe(held);
    expect(run(held, [{ type: "holdTimeUp" }], ENDS).hold).toBeNull();
  });

  it.each([
    ["the time has gone", [TEN], null, { tone: "error", text: pickerMessages.holdEndedAndTaken }],
    ["the time is still free", [NINE, TEN], NINE, { tone: "info", text: pickerMessages.holdEnded }],
  ])("after the recheck, when %s", (_, slots, slot, notice) => {
    const ended = run(holding(), [{ type: "holdTimeUp" }], ENDS);
    const state = run(ended, [
      { type: "dayLoaded", request: ended.dayRefetch!.id, availability: [{ date: DAY, slots }] },
    ]);
    expect(state.slot).toEqual(slot);
    expect(state.notice).toEqual(notice);
  });
});

describe("closing and booking", () => {
  it("closing resets date, time, lock, countdown, notice, banner and times, back to this month", () => {
    const browsed = run(holding(), [
      { type: "nextAvailableLoaded", from: "2026-03-10", availability: [] },
      { type: "monthShown", month: { year: 2026, month: 5 } },
    ]);
    const later = Date.UTC(2026, 3, 2, 16, 0); // closed in April
    const state = run(browsed, [{ type: "closed" }], later);
    expect(state).toMatchObject({
      open: false,
      date: null,
      slot: null,
      hold: null,
      lockId: null,
      holdRequest: null,
      notice: null,
      banner: null,
      loadedMonth: null,
      month: { year: 2026, month: 4 },
    });
    expect(state.days.size).toBe(0);
    expect(state.locksToGiveBack).toEqual(["a"]);
    expect(pickerLoading(run(state, [{ type: "opened" }]))).toBe(true);
  });

  it("a successful booking forgets the hold without giving it back, then clears the choice", () => {
    const state = run(holding(), [{ type: "holdUsed" }, { type: "cleared" }]);
    expect(state).toMatchObject({
      date: null,
      slot: null,
      hold: null,
      lockId: null,
      locksToGiveBack: [],
    });
    expect(state.days.get(DAY)).toEqual([NINE, TEN]);
  });

  it("a booking refused because the time was taken drops the time, gives the lock back and refetches", () => {
    const state = run(holding(), [{ type: "bookingRefused", timeTaken: true }]);
    expect(state).toMatchObject({ slot: null, hold: null, locksToGiveBack: ["a"] });
    expect(state.dayRefetch).toEqual({ id: expect.any(Number) as unknown, date: DAY });
  });

  it("a booking refused for another reason keeps the time and hold and refetches the day", () => {
    const state = run(holding(), [{ type: "bookingRefused", timeTaken: false }]);
    expect(state).toMatchObject({ slot: NINE, lockId: "a", locksToGiveBack: [] });
    expect(state.dayRefetch).toEqual({ id: expect.any(Number) as unknown, date: DAY });
  });
});
