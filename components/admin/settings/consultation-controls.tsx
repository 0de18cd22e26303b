// What staff can do with one consultation: cancel it while it is upcoming, record the outcome
// once it has started, or book a waiting Get Started request into a free slot.
import { buttonClasses } from "@/components/ui/button";
import type { Slot } from "@/lib/booking/calendar/slots";
import { formatLongDay } from "@/lib/practice/business-time";
import { ActionForm, type AdminFormAction } from "../action-form";
import { Notice } from "../notice";
import { inputClass, labelClass } from "../ui";

type Facts = {
  id: string;
  version: number;
  kind: "booking" | "request";
  bookingStatus: string;
  startAt: Date;
  returnTo: string;
};
type Actions = {
  cancel: AdminFormAction;
  outcome: AdminFormAction;
  schedule: AdminFormAction;
  rebook?: AdminFormAction;
};

function Hidden({ facts }: { facts: Facts }) {
  return (
    <>
      <input type="hidden" name="id" value={facts.id} />
      <input type="hidden" name="version" value={facts.version} />
      <input type="hidden" name="returnTo" value={facts.returnTo} />
    </>
  );
}

export function CancelConsultationForm({
  facts,
  action,
}: {
  facts: Facts;
  action: AdminFormAction;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel="Cancel consultation"
      pendingLabel="Cancelling..."
      submitClassName={buttonClasses("danger", "", "compact")}
      label="Cancel consultation"
    >
      <Hidden facts={facts} />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="confirm" value="yes" required className="size-5" />
        Yes, cancel it, free the time and email the parent
      </label>
    </ActionForm>
  );
}

export function OutcomeForms({ facts, action }: { facts: Facts; action: AdminFormAction }) {
  return (
    <div className="flex flex-wrap gap-3">
      <ActionForm
        action={action}
        submitLabel="Mark completed"
        pendingLabel="Saving..."
        submitClassName={buttonClasses("secondary", "", "compact")}
        className="space-y-2"
        label="Mark completed"
      >
        <Hidden facts={facts} />
        <input type="hidden" name="outcome" value="completed" />
      </ActionForm>
      <ActionForm
        action={action}
        submitLabel="Mark no-show"
        pendingLabel="Saving..."
        submitClassName={buttonClasses("secondary", "", "compact")}
        className="space-y-2"
        label="Mark no-show"
      >
        <Hidden facts={facts} />
        <input type="hidden" name="outcome" value="no_show" />
      </ActionForm>
    </div>
  );
}

export function RebookInviteForm({ facts, action }: { facts: Facts; action: AdminFormAction }) {
  return (
    <ActionForm
      action={action}
      submitLabel="Invite to rebook"
      pendingLabel="Sending..."
      label="Invite to rebook"
    >
      <Hidden facts={facts} />
      <p className="text-sm text-slate-700">
        The parent missed this consultation. One click emails them a friendly invitation to choose a
        new time.
      </p>
    </ActionForm>
  );
}

type Schedule = { date: string; slots: Slot[] | null; error: string | null; path: string };

export function ScheduleRequest({
  facts,
  action,
  schedule,
}: {
  facts: Facts;
  action: AdminFormAction;
  schedule: Schedule;
}) {
  return (
    <div className="space-y-4">
      <form
        method="get"
        action={schedule.path}
        className="flex flex-wrap items-end gap-3"
        aria-label="Find free times"
      >
        <div>
          <label htmlFor="schedule-date" className={labelClass}>
            Day
          </label>
          <input
            id="schedule-date"
            type="date"
            name="scheduleDate"
            defaultValue={schedule.date}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClasses("secondary", "", "compact")}>
          Show free times
        </button>
      </form>
      {schedule.error ? <Notice tone="error">{schedule.error}</Notice> : null}
      {schedule.slots && schedule.slots.length === 0 ? (
        <Notice>No free times on {formatLongDay(schedule.date)}. Try another day.</Notice>
      ) : null}
      {schedule.slots && schedule.slots.length > 0 ? (
        <ActionForm
          action={action}
          submitLabel="Book this time and email the parent"
          pendingLabel="Booking..."
          label="Book a time"
        >
          <Hidden facts={facts} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              Free times on {formatLongDay(schedule.date)}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {schedule.slots.map((slot, index) => (
                <label
                  key={slot.start}
                  className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={`${slot.start}|${slot.end}`}
                    required
                    defaultChecked={index === 0}
                    className="size-4"
                  />
                  {slot.label}
                </label>
              ))}
            </div>
          </fieldset>
        </ActionForm>
      ) : null}
    </div>
  );
}

export function ConsultationControls({
  facts,
  actions,
  now,
  schedule,
}: {
  facts: Facts;
  actions: Actions;
  now: Date;
  schedule: Schedule | null;
}) {
  if (facts.kind === "request" && facts.bookingStatus === "requested" && schedule)
    return <ScheduleRequest facts={facts} action={actions.schedule} schedule={schedule} />;
  if (facts.kind === "booking" && facts.bookingStatus === "confirmed") {
    return facts.startAt.getTime() > now.getTime() ? (
      <CancelConsultationForm facts={facts} action={actions.cancel} />
    ) : (
      <OutcomeForms facts={facts} action={actions.outcome} />
    );
  }
  if (facts.kind === "booking" && facts.bookingStatus === "no_show" && actions.rebook)
    return <RebookInviteForm facts={facts} action={actions.rebook} />;
  return (
    <p className="text-slate-700">
      No actions: this consultation is {facts.bookingStatus.replace(/_/g, " ")}.
    </p>
  );
}
