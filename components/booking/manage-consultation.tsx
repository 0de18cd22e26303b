"use client";
// The manage page's interactive part: the consultation's time (in MT and the visitor's zone),
// then either a new time (calendar with a held slot) or a cancellation, each confirmed first.
import { useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  cancelConsultationAction,
  moveConsultationAction,
} from "@/lib/booking/changes/manage-actions";
import { buttonClasses } from "@/components/ui/button";
import { differsFromBusiness, longDate, slotInZone } from "@/lib/booking/calendar/calendar";
import type { ManagedConsultation } from "@/lib/booking/changes/manage";
import { siteConfig } from "@/lib/site-config";
import { MeetingDetails } from "./meeting-details";
import { SlotPickerView } from "./slot-picker-view";
import { useVisitorTimeZone } from "./time-slot-list";
import { useSlotPicker } from "./use-slot-picker";

type Mode = "view" | "move" | "cancel";

export function ManageConsultation({
  token,
  consultation,
}: {
  token: string;
  consultation: ManagedConsultation;
}) {
  const router = useRouter();
  const zone = useVisitorTimeZone();
  const [mode, setMode] = useState<Mode>("view");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const picker = useSlotPicker(mode === "move");
  const local =
    zone && differsFromBusiness(zone, Date.parse(consultation.start), siteConfig.timeZone)
      ? slotInZone(consultation, zone, consultation.dateISO)
      : null;

  const cancel = () =>
    startTransition(async () => {
      const result = await cancelConsultationAction(token);
      setMessage(
        result.ok
          ? {
              tone: "success",
              text: "Your consultation is cancelled. We have emailed you a confirmation.",
            }
          : { tone: "error", text: result.message },
      );
      setMode("view");
      router.refresh();
    });

  const move = () =>
    startTransition(async () => {
      if (!picker.slot) return;
      const result = await moveConsultationAction(token, {
        startISO: picker.slot.start,
        endISO: picker.slot.end,
        lockId: picker.hold?.lockId,
        timeZone: zone,
      });
      if (!result.ok) {
        setMessage({ tone: "error", text: result.message });
        picker.afterFailedBooking(true);
        return;
      }
      picker.forgetHold();
      setMode("view");
      setMessage({
        tone: "success",
        text: "Your consultation has moved. We have emailed you the new time and calendar invitation.",
      });
      router.replace(`/consultation/manage?token=${encodeURIComponent(result.data.token)}`);
    });

  return (
    <div className="mt-6 space-y-6">
      <div className="border-brand-100 rounded-2xl border-2 bg-white p-6">
        {/* Each state says what is true now: a cancelled or past time is never "your time". */}
        <p className="text-lg text-slate-700" data-testid="consultation-intro">
          {consultation.state === "upcoming"
            ? `Hello ${consultation.parentName}, your free 30-minute consultation is on`
            : consultation.state === "cancelled"
              ? `Hello ${consultation.parentName}, this consultation was cancelled:`
              : `Hello ${consultation.parentName}, your free consultation was on`}
        </p>
        <p
          className={`text-brand-900 mt-2 text-2xl font-semibold ${consultation.state === "cancelled" ? "line-through decoration-2" : ""}`}
        >
          {longDate(consultation.dateISO, { year: true })}, {consultation.label}
        </p>
        {local && consultation.state === "upcoming" ? (
          <p className="mt-1 text-slate-700">That is {local} your time.</p>
        ) : null}
        {consultation.moved && consultation.state === "upcoming" ? (
          <p className="mt-2 text-slate-700">
            This is the new time your consultation was moved to.
          </p>
        ) : null}
        <p className="mt-3 font-semibold" data-testid="consultation-state">
          {consultation.state === "upcoming"
            ? "Status: booked"
            : consultation.state === "cancelled"
              ? "Status: cancelled"
              : "This consultation time has passed."}
        </p>
        {consultation.state === "upcoming" ? (
          <div className="mt-4">
            <MeetingDetails meeting={consultation.meeting} />
          </div>
        ) : null}
        {consultation.state === "cancelled" ? (
          <p className="mt-2 text-slate-700">
            We would still love to talk with you about your child. Book again whenever a time suits
            you.
          </p>
        ) : null}
      </div>

      <div aria-live="polite">
        {message ? (
          <p
            className={`rounded-xl px-4 py-3 ${message.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>

      {consultation.state === "upcoming" && mode === "view" ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={() => setMode("move")}
          >
            Pick a new time
          </button>
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => setMode("cancel")}
          >
            Cancel consultation
          </button>
        </div>
      ) : null}

      {mode === "cancel" ? (
        <div className="space-y-3 rounded-2xl bg-red-50 p-5">
          <p className="text-red-900">
            Cancel this consultation? The time will be given to another family.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={pending}
              className={buttonClasses("primary", "bg-red-700 hover:bg-red-800")}
              onClick={cancel}
            >
              {pending ? "Cancelling..." : "Yes, cancel it"}
            </button>
            <button
              type="button"
              className={buttonClasses("ghost")}
              onClick={() => setMode("view")}
            >
              Keep my consultation
            </button>
          </div>
        </div>
      ) : null}

      {mode === "move" ? (
        <div className="space-y-5">
          <h2 className="text-brand-900 text-2xl font-semibold">Choose a new time</h2>
          <SlotPickerView picker={picker} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={!picker.slot || pending}
              className={buttonClasses("primary")}
              onClick={move}
            >
              {pending
                ? "Moving..."
                : picker.slot
                  ? `Move to ${picker.slot.label}`
                  : "Choose a time first"}
            </button>
            <button
              type="button"
              className={buttonClasses("ghost")}
              onClick={() => setMode("view")}
            >
              Keep the current time
            </button>
          </div>
        </div>
      ) : null}

      {consultation.state !== "upcoming" ? (
        <Link href="/start-here?open=consultation" className={buttonClasses("primary")}>
          {consultation.state === "cancelled" ? "Book again" : "Book a new consultation"}
        </Link>
      ) : null}
    </div>
  );
}
