"use client";
// "Held for you: 4:59", ticking each second. The ticking text is not announced; the start and the
// last minute are, through a polite status line.

export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, "0")}:${String(safe % 60).padStart(2, "0")}`;
}

export function HoldCountdown({ hold, label }: { hold: { remaining: number }; label: string }) {
  const lastMinute = hold.remaining <= 60;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 ${lastMinute ? "bg-sun-300 text-brand-950" : "bg-brand-50 text-brand-900"}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
      </svg>
      <p>
        <span className="font-semibold">{label}</span> is held for you for{" "}
        <span
          role="timer"
          aria-live="off"
          data-testid="hold-countdown"
          className="font-mono text-lg font-bold tabular-nums"
        >
          {formatCountdown(hold.remaining)}
        </span>
      </p>
      <p className="sr-only" role="status">
        {lastMinute
          ? "Less than a minute left to confirm this time."
          : "This time is held for you while you finish booking."}
      </p>
    </div>
  );
}
