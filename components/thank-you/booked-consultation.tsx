// The consultation thank-you page's confirmation: the booked day and time (MT, and the parent's
// own zone), what the emailed link lets them do, and what happens next.
import Link from "next/link";
import { longDate } from "@/lib/booking/calendar/calendar";
import type { ManagedConsultation } from "@/lib/booking/changes/manage";
import { MeetingDetails } from "@/components/booking/meeting-details";
import { YourLocalTime } from "./your-local-time";

type Props = { consultation: ManagedConsultation; manageHref: string; calendarHref: string };

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

export function BookedConsultation({ consultation, manageHref, calendarHref }: Props) {
  return (
    <div className="space-y-6 text-left">
      <div className="bg-brand-50 rounded-2xl p-5 text-center" data-testid="booked-time">
        <p className="text-brand-800 text-sm font-semibold tracking-wide uppercase">
          Your free consultation
        </p>
        <p className="text-brand-950 mt-1 text-xl font-bold">
          {longDate(consultation.dateISO, { year: true })}
        </p>
        <p className="text-brand-950 text-xl font-bold">{consultation.label}</p>
        <YourLocalTime
          start={consultation.start}
          end={consultation.end}
          dateISO={consultation.dateISO}
        />
      </div>
      <MeetingDetails meeting={consultation.meeting} />
      <div>
        <h2 className="text-brand-950 text-xl font-bold">Keep it in your calendar</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>
            <a href={calendarHref} className={linkClass} download>
              Add to calendar (.ics file)
            </a>{" "}
            for Apple, Google or Outlook calendars.
          </li>
          <li>
            Need another time?{" "}
            <Link href={manageHref} className={linkClass}>
              Reschedule or cancel
            </Link>
            . The same link is in your confirmation email.
          </li>
        </ul>
      </div>
      <div>
        <h2 className="text-brand-950 text-xl font-bold">What happens next</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>A confirmation email with a calendar invitation is on its way to you now.</li>
          <li>
            {consultation.meeting.format === "video"
              ? "At your time, join the relaxed 30-minute video call with the link above."
              : "At your time, we call you for a relaxed 30-minute chat on the number above."}
          </li>
          <li>
            Tell us what you are noticing with reading, spelling or writing; school reports help but
            are not needed.
          </li>
          <li>
            You leave with clear next steps for your child. The call is free, with no obligation.
          </li>
        </ol>
      </div>
    </div>
  );
}
