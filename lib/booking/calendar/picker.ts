// The booking picker (spec section 4, "Consultation booking") as one pure reducer: the visible
// month and its availability, the chosen date and time, and the hold on that time. What the
// picker needs from outside (availability, a hold, giving a lock back) is written into the state
// as a request; components/booking/use-slot-picker.ts carries it out and reports the answer as an
// event. `now` is the caller's clock, so every transition is tested with exact times.
import {
  compareMonths,
  monthOf,
  nextAvailableText,
  shiftMonth,
  todayIn,
  type MonthRef,
} from "./calendar";
import { bookingMessages } from "../schemas";
import type { DayAvailability, Slot } from "./slots";

/** How far ahead the month arrows go; the server's horizon decides which days have times. */
export const MONTHS_AHEAD = 6;
/** The spec's hold length when the server gives none. */
export const DEFAULT_HOLD_SECONDS = 300;

export const pickerMessages = {
  holdEnded:
    "Your hold on this time has ended. You can still confirm it if it is free, or choose it again to hold it.",
  holdEndedAndTaken:
    "Your hold ended and that time is no longer available. Please pick another slot.",
} as const;

export type Hold = { lockId: string; expiresInSeconds: number; heldAt: number };
export type PickerNotice = { tone: "info" | "error"; text: string } | null;

/** A hold asked for and not yet answered. */
export type HoldRequest = { id: number; date: string; slot: Slot };
/** A day's times asked for again; heldStart is a time whose hold ran out, dropped if now taken. */
export type DayRefetch = { id: number; date: string; heldStart?: string };

export type PickerState = {
  timeZone: string;
  open: boolean;
  month: MonthRef;
  days: ReadonlyMap<string, Slot[]>;
  /** The month whose availability has arrived; until it equals `month` the calendar is loading. */
  loadedMonth: MonthRef | null;
  banner: string | null;
  date: string | null;
  slot: Slot | null;
  hold: Hold | null;
  /**
   * The lock this browser holds. It outlives `hold` when a new time is refused, so the earlier
   * lock is still given back on a new date or on closing.
   */
  lockId: string | null;
  holdRequest: HoldRequest | null;
  dayRefetch: DayRefetch | null;
  /** Locks to give back to the server; the hook sends them and answers with locksGivenBack. */
  locksToGiveBack: readonly string[];
  notice: PickerNotice;
  /** Numbers hold and day requests, so a late answer is told apart from the current one. */
  requests: number;
};

export type PickerEvent =
  | { type: "opened" }
  | { type: "closed" }
  | { type: "monthShown"; month: MonthRef }
  | { type: "monthLoaded"; month: MonthRef; availability: DayAvailability[] | null }
  | { type: "nextAvailableLoaded"; from: string; availability: DayAvailability[] | null }
  | { type: "dateChosen"; date: string }
  | { type: "timeChosen"; slot: Slot }
  | { type: "holdGranted"; request: number; lockId: string; expiresInSeconds: number }
  | { type: "holdRefused"; request: number; code?: string; message: string | null }
  | { type: "holdTimeUp" }
  | { type: "dayLoaded"; request: number; availability: DayAvailability[] | null }
  | { type: "locksGivenBack"; lockIds: readonly string[] }
  | { type: "holdUsed" }
  | { type: "cleared" }
  | { type: "bookingRefused"; timeTaken: boolean };

export function secondsLeft(hold: Hold, now: number): number {
  const total = hold.expiresInSeconds > 0 ? hold.expiresInSeconds : DEFAULT_HOLD_SECONDS;
  return Math.max(0, total - Math.floor((now - hold.heldAt) / 1000));
}

function firstMonth(timeZone: string, now: number): MonthRef {
  return monthOf(todayIn(timeZone, new Date(now)));
}

export function initialPickerState(timeZone: string, now: number, open: boolean): PickerState {
  return {
    timeZone,
    open,
    month: firstMonth(timeZone, now),
    days: new Map(),
    loadedMonth: null,
    banner: null,
    date: null,
    slot: null,
    hold: null,
    lockId: null,
    holdRequest: null,
    dayRefetch: null,
    locksToGiveBack: [],
    notice: null,
    requests: 0,
  };
}

export function pickerLoading(state: PickerState): boolean {
  return state.open && (!state.loadedMonth || compareMonths(state.loadedMonth, state.month) !== 0);
}

/** Whether the month arrows can move: not before this month, at most MONTHS_AHEAD ahead. */
export function monthLimits(month: MonthRef, today: string) {
  const first = monthOf(today);
  return {
    canGoBack: compareMonths(month, first) > 0,
    canGoForward: compareMonths(month, shiftMonth(first, MONTHS_AHEAD)) < 0,
  };
}

function merge(days: ReadonlyMap<string, Slot[]>, list: DayAvailability[]) {
  const next = new Map(days);
  for (const day of list) next.set(day.date, day.slots);
  return next;
}

/** Forgets the hold and any unanswered request, giving the lock back. */
function dropHold(state: PickerState): PickerState {
  return {
    ...state,
    hold: null,
    lockId: null,
    holdRequest: null,
    locksToGiveBack: state.lockId
      ? [...state.locksToGiveBack, state.lockId]
      : state.locksToGiveBack,
  };
}

function refetchDay(state: PickerState, date: string, heldStart?: string): PickerState {
  const id = state.requests + 1;
  return { ...state, requests: id, dayRefetch: heldStart ? { id, date, heldStart } : { id, date } };
}

/** Clears date, time, lock and countdown and gives the hold back. */
function clear(state: PickerState): PickerState {
  return { ...dropHold(state), date: null, slot: null, notice: null };
}

export function pickerReducer(state: PickerState, event: PickerEvent, now: number): PickerState {
  switch (event.type) {
    case "opened":
      return state.open ? state : { ...state, open: true };
    case "closed":
      // The next opening asks afresh rather than showing times that may have gone since.
      return {
        ...clear(state),
        open: false,
        month: firstMonth(state.timeZone, now),
        days: new Map(),
        loadedMonth: null,
        banner: null,
      };
    case "monthShown":
      return { ...state, month: event.month };
    case "monthLoaded":
      if (!state.open || compareMonths(event.month, state.month) !== 0) return state;
      // A failure is silent: the calendar simply shows no times.
      return {
        ...state,
        loadedMonth: event.month,
        days: event.availability ? merge(state.days, event.availability) : new Map(),
      };
    case "nextAvailableLoaded":
      if (!state.open) return state;
      return { ...state, banner: nextAvailableText(event.availability, event.from) };
    case "dateChosen":
      if (event.date === state.date) return state;
      return { ...dropHold(state), slot: null, notice: null, date: event.date };
    case "timeChosen": {
      if (!state.date) return state;
      const id = state.requests + 1;
      return {
        ...state,
        requests: id,
        slot: event.slot,
        notice: null,
        holdRequest: { id, date: state.date, slot: event.slot },
      };
    }
    case "holdGranted":
      if (state.holdRequest?.id !== event.request) {
        // Overtaken by another choice, a new date or closing: this hold is not wanted.
        return event.lockId === state.lockId
          ? state
          : { ...state, locksToGiveBack: [...state.locksToGiveBack, event.lockId] };
      }
      return {
        ...state,
        holdRequest: null,
        lockId: event.lockId,
        hold: { lockId: event.lockId, expiresInSeconds: event.expiresInSeconds, heldAt: now },
      };
    case "holdRefused": {
      const asked = state.holdRequest;
      if (asked?.id !== event.request) return state;
      const answered = { ...state, holdRequest: null, hold: null };
      if (event.code === "holds_full" && event.message) {
        // The site holds no more times right now, but this one is free: it can still be booked.
        return { ...answered, notice: { tone: "info", text: event.message } };
      }
      return refetchDay(
        {
          ...answered,
          slot: null,
          notice: { tone: "error", text: event.message ?? bookingMessages.slotTaken },
        },
        asked.date,
      );
    }
    case "holdTimeUp": {
      if (!state.hold || secondsLeft(state.hold, now) > 0) return state;
      // The server lets the lock lapse by itself, so there is nothing to give back.
      const ended: PickerState = {
        ...state,
        hold: null,
        lockId: null,
        notice: { tone: "info", text: pickerMessages.holdEnded },
      };
      return state.date && state.slot ? refetchDay(ended, state.date, state.slot.start) : ended;
    }
    case "dayLoaded": {
      if (!state.open) return state;
      const asked = state.dayRefetch?.id === event.request ? state.dayRefetch : null;
      const next: PickerState = {
        ...state,
        days: event.availability ? merge(state.days, event.availability) : state.days,
        dayRefetch: asked ? null : state.dayRefetch,
      };
      const slots = event.availability ? (event.availability[0]?.slots ?? []) : null;
      const gone =
        asked?.heldStart !== undefined &&
        slots !== null &&
        state.date === asked.date &&
        state.slot?.start === asked.heldStart &&
        !slots.some((s) => s.start === asked.heldStart);
      return gone
        ? { ...next, slot: null, notice: { tone: "error", text: pickerMessages.holdEndedAndTaken } }
        : next;
    }
    case "locksGivenBack":
      return {
        ...state,
        locksToGiveBack: state.locksToGiveBack.filter((id) => !event.lockIds.includes(id)),
      };
    case "holdUsed":
      // The booking used the hold: forget it without giving it back.
      return { ...state, hold: null, lockId: null, holdRequest: null };
    case "cleared":
      return clear(state);
    case "bookingRefused": {
      // Forget a taken time and show that day's current availability.
      const next = event.timeTaken ? { ...dropHold(state), slot: null } : state;
      return next.date ? refetchDay(next, next.date) : next;
    }
  }
}
