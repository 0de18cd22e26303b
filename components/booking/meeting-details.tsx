// "How we meet" on the thank-you and manage pages: the video link to join (with the host's name
// once one is assigned) or the phone call to the number the parent gave.
import type { Meeting } from "@/lib/booking/meeting";

export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  return (
    <div data-testid="meeting-details">
      <h2 className="text-brand-950 text-xl font-bold">How we meet</h2>
      {meeting.format === "video" ? (
        <p className="mt-2">
          A video call{meeting.host ? ` with ${meeting.host}` : ""}. At your time, join from a
          computer, tablet or phone:{" "}
          <a
            href={meeting.link}
            className="text-brand-700 font-semibold break-all underline underline-offset-4"
            rel="noopener noreferrer"
            target="_blank"
          >
            {meeting.link}
          </a>
        </p>
      ) : (
        <p className="mt-2">
          A phone call: {meeting.host ?? "one of our reading specialists"} will call you at{" "}
          <strong>{meeting.phone}</strong>, the number you gave, at your time.
        </p>
      )}
    </div>
  );
}
