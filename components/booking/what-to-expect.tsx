import { whatToExpect } from "@/lib/booking/content";

export function WhatToExpect({ headingId = "what-to-expect" }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="bg-brand-50 rounded-2xl p-5">
      <h3 id={headingId} className="text-brand-900 text-lg font-semibold">
        What to expect
      </h3>
      <ul className="mt-3 space-y-2">
        {whatToExpect.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="text-brand-600 mt-1 h-4 w-4 shrink-0"
              fill="currentColor"
            >
              <path d="M8.1 13.3 4.8 10l-1.3 1.3 4.6 4.6 9-9-1.3-1.3z" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
