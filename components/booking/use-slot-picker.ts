"use client";
// The calendar's state (spec section 4, "Consultation booking"): the visible month and its 42
// days of availability, the chosen date and time, and the hold on that time with its countdown.
// Becoming inactive (the modal closing by any route) resets date, time, lock and countdown and
// gives the hold back.
import { useCallback, useEffect, useRef, useState } from "react";
import { useBotCheck } from "@/lib/bot-check/client";
import {
  compareMonths,
  GRID_DAYS,
  monthGrid,
  monthOf,
  NEXT_AVAILABLE_SEARCH_DAYS,
  nextAvailableText,
  shiftMonth,
  todayIn,
  type MonthRef,
} from "@/lib/booking/calendar";
import { bookingMessages } from "@/lib/booking/schemas";
import type { DayAvailability, Slot } from "@/lib/booking/slots";
import { addDays } from "@/lib/booking/time-zone";
import { siteConfig } from "@/lib/site-config";
import { fetchAvailability, releaseHold, requestHold } from "./api";
import { useHoldCountdown, type Hold } from "./use-hold-countdown";

/** How far ahead the month arrows go; the server's horizon decides which days have times. */
export const MONTHS_AHEAD = 6;
export type PickerNotice = { tone: "info" | "error"; text: string } | null;

const monthKey = (m: MonthRef) => `${m.year}-${m.month}`;

export function useSlotPicker(active: boolean) {
  const bot = useBotCheck("consultation");
  const today = todayIn(siteConfig.timeZone, new Date());
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState<MonthRef>(firstMonth);
  const [days, setDays] = useState<Map<string, Slot[]>>(new Map());
  const [loadedMonth, setLoadedMonth] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [hold, setHold] = useState<Hold | null>(null);
  const [holdPending, setHoldPending] = useState(false);
  const [notice, setNotice] = useState<PickerNotice>(null);
  const [wasActive, setWasActive] = useState(active);
  const monthRequest = useRef(0);
  const holdRequest = useRef(0);
  /** The lock this browser holds right now (kept outside state so a release never misses it). */
  const lockRef = useRef<string | null>(null);
  // The bot check object changes every render; its token source is read through a ref.
  const tokenRef = useRef(bot.getToken);
  useEffect(() => {
    tokenRef.current = bot.getToken;
  });
  const token = useCallback(() => tokenRef.current(), []);

  if (wasActive !== active) {
    setWasActive(active);
    if (!active) {
      setDate(null);
      setSlot(null);
      setHold(null);
      setHoldPending(false);
      setNotice(null);
      setBanner(null);
      setMonth(firstMonth);
      // The next opening asks afresh rather than showing times that may have gone since.
      setDays(new Map());
      setLoadedMonth(null);
    }
  }

  const giveBackLock = useCallback(() => {
    holdRequest.current++;
    if (lockRef.current) releaseHold(lockRef.current);
    lockRef.current = null;
  }, []);

  useEffect(() => {
    if (!active) giveBackLock();
  }, [active, giveBackLock]);

  const merge = useCallback((list: DayAvailability[]) => {
    setDays((current) => {
      const next = new Map(current);
      for (const day of list) next.set(day.date, day.slots);
      return next;
    });
  }, []);

  // The visible 42-day grid, fetched on every month change while the modal is open.
  useEffect(() => {
    if (!active) return;
    const grid = monthGrid(month);
    const request = ++monthRequest.current;
    void (async () => {
      const result = await fetchAvailability(grid[0]!, grid[GRID_DAYS - 1]!, await token());
      if (request !== monthRequest.current) return;
      setLoadedMonth(monthKey(month));
      // A failure is silent: the calendar simply shows no times.
      if (result.ok) merge(result.data.availability);
      else setDays(new Map());
    })();
  }, [active, month, token, merge]);

  // The next-available banner searches today plus 30 days, once per opening.
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const from = todayIn(siteConfig.timeZone, new Date());
    void (async () => {
      const result = await fetchAvailability(
        from,
        addDays(from, NEXT_AVAILABLE_SEARCH_DAYS),
        await token(),
      );
      if (!cancelled)
        setBanner(nextAvailableText(result.ok ? result.data.availability : null, from));
    })();
    return () => {
      cancelled = true;
    };
  }, [active, token]);

  const refreshDay = useCallback(
    async (day: string) => {
      const result = await fetchAvailability(day, day, await token());
      if (result.ok) merge(result.data.availability);
      return result.ok ? (result.data.availability[0]?.slots ?? []) : null;
    },
    [token, merge],
  );

  const dropHold = useCallback(() => {
    giveBackLock();
    setHold(null);
    setHoldPending(false);
  }, [giveBackLock]);

  const selectDate = useCallback(
    (next: string) => {
      if (next === date) return;
      dropHold();
      setSlot(null);
      setNotice(null);
      setDate(next);
    },
    [date, dropHold],
  );

  const selectSlot = useCallback(
    async (next: Slot) => {
      if (!date) return;
      const request = ++holdRequest.current;
      setSlot(next);
      setNotice(null);
      setHoldPending(true);
      const result = await requestHold(next, date, await token());
      if (request !== holdRequest.current) {
        // Overtaken by another choice, a new date or closing: this hold is not wanted.
        if (result.ok && result.data.lockId !== lockRef.current) releaseHold(result.data.lockId);
        return;
      }
      setHoldPending(false);
      if (result.ok) {
        lockRef.current = result.data.lockId;
        setHold({
          lockId: result.data.lockId,
          expiresInSeconds: result.data.expiresInSeconds,
          heldAt: Date.now(),
        });
        return;
      }
      setHold(null);
      if (result.code === "holds_full" && result.error) {
        // The site holds no more times right now, but this one is free: it can still be booked.
        setNotice({ tone: "info", text: result.error });
        return;
      }
      setSlot(null);
      setNotice({ tone: "error", text: result.error ?? bookingMessages.slotTaken });
      void refreshDay(date);
    },
    [date, token, refreshDay],
  );

  const onExpired = useCallback(() => {
    lockRef.current = null;
    setHold(null);
    setNotice({
      tone: "info",
      text: "Your hold on this time has ended. You can still confirm it if it is free, or choose it again to hold it.",
    });
    if (!date || !slot) return;
    void refreshDay(date).then((slots) => {
      if (slots && !slots.some((s) => s.start === slot.start)) {
        setSlot(null);
        setNotice({
          tone: "error",
          text: "Your hold ended and that time is no longer available. Please pick another slot.",
        });
      }
    });
  }, [date, slot, refreshDay]);
  const remaining = useHoldCountdown(hold, onExpired);

  /** Clears date, time, lock and countdown and gives the hold back. */
  const reset = useCallback(() => {
    dropHold();
    setDate(null);
    setSlot(null);
    setNotice(null);
  }, [dropHold]);

  /** The booking used the hold: forget it without giving it back. */
  const forgetHold = useCallback(() => {
    holdRequest.current++;
    lockRef.current = null;
    setHold(null);
  }, []);

  /** After a refused booking: forget a taken time and show that day's current availability. */
  const afterFailedBooking = useCallback(
    (clearTime: boolean) => {
      if (clearTime) {
        dropHold();
        setSlot(null);
      }
      if (date) void refreshDay(date);
    },
    [date, dropHold, refreshDay],
  );

  return {
    today,
    month,
    setMonth,
    canGoBack: compareMonths(month, firstMonth) > 0,
    canGoForward: compareMonths(month, shiftMonth(firstMonth, MONTHS_AHEAD)) < 0,
    days,
    loading: active && loadedMonth !== monthKey(month),
    banner,
    date,
    slot,
    hold: hold && remaining !== null ? { ...hold, remaining } : null,
    holdPending,
    notice,
    selectDate,
    selectSlot,
    reset,
    forgetHold,
    afterFailedBooking,
  };
}

export type SlotPicker = ReturnType<typeof useSlotPicker>;
