// The next free time within 30 days ("Tomorrow at 9:00 AM MT"), or "No upcoming availability".
export function NextAvailableBanner({ text }: { text: string | null }) {
  return (
    <div
      className="border-sun-300 bg-cream flex items-center gap-3 rounded-2xl border-2 px-4 py-3"
      role="status"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-brand-700 h-6 w-6 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="16" rx="3" />
        <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
      </svg>
      <p className="text-brand-950">
        {text === null ? (
          "Finding the next available time…"
        ) : text === "No upcoming availability" ? (
          <span className="font-semibold">{text}</span>
        ) : (
          <>
            Next available: <span className="font-semibold">{text}</span>
          </>
        )}
      </p>
    </div>
  );
}
