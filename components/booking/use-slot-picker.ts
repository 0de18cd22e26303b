"use client";
// The calendar's state (spec section 4, "Consultation booking") lives in lib/booking/calendar/picker.ts as
// a pure reducer. This hook only carries out what that state asks for (availability, holds, giving
// locks back, the countdown's timer) and reports each answer as an event stamped by the clock.
// Becoming inactive (the modal closing by any route) resets date, time, lock and countdown and
// gives the hold back.
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useBotCheck } from "@/lib/bot-check/client";
import {
  GRID_DAYS,
  monthGrid,
  NEXT_AVAILABLE_SEARCH_DAYS,
  todayIn,
  type MonthRef,
} from "@/lib/booking/calendar/calendar";
import {
  initialPickerState,
  monthLimits,
  pickerLoading,
  pickerReducer,
  type PickerEvent,
  type PickerState,
} from "@/lib/booking/calendar/picker";
import type { Slot } from "@/lib/booking/calendar/slots";
import { addDays } from "@/lib/practice/time-zone";
import { siteConfig } from "@/lib/site-config";
import { fetchAvailability, releaseHold, requestHold } from "./api";
import { systemClock, useHoldCountdown, type PickerClock } from "./use-hold-countdown";

type Stamped = { event: PickerEvent; now: number };
const step = (state: PickerState, { event, now }: Stamped) => pickerReducer(state, event, now);

/** `clock` must keep its identity between renders (a module constant, as the default is). */
export function useSlotPicker(active: boolean, clock: PickerClock = systemClock) {
  const bot = useBotCheck("consultation");
  const [state, dispatch] = useReducer(step, null, () =>
    initialPickerState(siteConfig.timeZone, clock.now(), active),
  );
  const send = useCallback((event: PickerEvent) => dispatch({ event, now: clock.now() }), [clock]);
  // The bot check object changes every render; its token source is read through a ref.
  const tokenRef = useRef(bot.getToken);
  useEffect(() => {
    tokenRef.current = bot.getToken;
  });
  const token = useCallback(() => tokenRef.current(), []);

  // Adjusted during render, as the modal's own reset is, so no render shows a stale opening.
  if (state.open !== active) send({ type: active ? "opened" : "closed" });

  const { open, month, holdRequest, dayRefetch, locksToGiveBack } = state;

  // The visible 42-day grid, fetched on every month change while the modal is open.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const grid = monthGrid(month);
    void (async () => {
      const result = await fetchAvailability(grid[0]!, grid[GRID_DAYS - 1]!, await token());
      if (!cancelled)
        send({
          type: "monthLoaded",
          month,
          availability: result.ok ? result.data.availability : null,
        });
    })();
    return () => {
      cancelled = true;
    };
  }, [open, month, token, send]);

  // The next-available banner searches today plus 30 days, once per opening.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const from = todayIn(siteConfig.timeZone, new Date(clock.now()));
    void (async () => {
      const result = await fetchAvailability(
        from,
        addDays(from, NEXT_AVAILABLE_SEARCH_DAYS),
        await token(),
      );
      if (!cancelled)
        send({
          type: "nextAvailableLoaded",
          from,
          availability: result.ok ? result.data.availability : null,
        });
    })();
    return () => {
      cancelled = true;
    };
  }, [open, token, send, clock]);

  // Every answer is reported, even an overtaken one, so an unwanted hold is given back.
  useEffect(() => {
    if (!holdRequest) return;
    void (async () => {
      const { id, slot, date } = holdRequest;
      const result = await requestHold(slot, date, await token());
      send(
        result.ok
          ? { type: "holdGranted", request: id, ...result.data }
          : { type: "holdRefused", request: id, code: result.code, message: result.message },
      );
    })();
  }, [holdRequest, token, send]);

  useEffect(() => {
    if (!dayRefetch) return;
    void (async () => {
      const result = await fetchAvailability(dayRefetch.date, dayRefetch.date, await token());
      send({
        type: "dayLoaded",
        request: dayRefetch.id,
        availability: result.ok ? result.data.availability : null,
      });
    })();
  }, [dayRefetch, token, send]);

  useEffect(() => {
    if (locksToGiveBack.length === 0) return;
    for (const lockId of locksToGiveBack) releaseHold(lockId);
    send({ type: "locksGivenBack", lockIds: locksToGiveBack });
  }, [locksToGiveBack, send]);

  const holdTimeUp = useCallback(() => send({ type: "holdTimeUp" }), [send]);
  const remaining = useHoldCountdown(state.hold, holdTimeUp, clock);
  const today = todayIn(siteConfig.timeZone, new Date(clock.now()));

  const setMonth = useCallback(
    (next: MonthRef) => send({ type: "monthShown", month: next }),
    [send],
  );
  const selectDate = useCallback((date: string) => send({ type: "dateChosen", date }), [send]);
  const selectSlot = useCallback((slot: Slot) => send({ type: "timeChosen", slot }), [send]);
  /** Clears date, time, lock and countdown and gives the hold back. */
  const reset = useCallback(() => send({ type: "cleared" }), [send]);
  /** The booking used the hold: forget it without giving it back. */
  const forgetHold = useCallback(() => send({ type: "holdUsed" }), [send]);
  /** After a refused booking: forget a taken time and show that day's current availability. */
  const afterFailedBooking = useCallback(
    (timeTaken: boolean) => send({ type: "bookingRefused", timeTaken }),
    [send],
  );

  return {
    today,
    month,
    setMonth,
    ...monthLimits(month, today),
    days: state.days,
    loading: pickerLoading(state),
    banner: state.banner,
    date: state.date,
    slot: state.slot,
    hold: state.hold && remaining !== null ? { ...state.hold, remaining } : null,
    holdPending: holdRequest !== null,
    notice: state.notice,
    selectDate,
    selectSlot,
    reset,
    forgetHold,
    afterFailedBooking,
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
