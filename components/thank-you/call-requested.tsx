// The consultation thank-you page after "Call me to find a time": no time is booked yet, so it
// says who will call, on which number and how soon, and that nothing is in the calendar.
import { callBackPromise } from "@/lib/booking/content";

export function CallRequested({ phone }: { phone: string }) {
  return (
    <div className="space-y-3" data-testid="call-requested">
      <p className="text-brand-950 text-xl font-bold">{callBackPromise(phone)}</p>
      <p>
        No time is booked yet: on the call we choose one together, and then we email you the
        confirmation with a calendar invitation.
      </p>
      <p>A confirmation of your request is on its way to your inbox now.</p>
    </div>
  );
}
