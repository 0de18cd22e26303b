// How a modal looks before the page's JavaScript runs (or when it never does): the same panel,
// over the page, opened by the ?open= link the server saw, with a Close link back to the page.
import type { ReactNode } from "react";

type Props = { title: string; description?: string; closeHref: string; children: ReactNode };

export function NoScriptModal({ title, description, closeHref, children }: Props) {
  return (
    <div className="bg-brand-950/50 fixed inset-0 z-40 overflow-y-auto p-4">
      <section
        role="dialog"
        aria-labelledby="no-script-modal-title"
        aria-describedby={description ? "no-script-modal-description" : undefined}
        className="text-ink mx-auto my-4 w-full max-w-2xl rounded-2xl bg-white p-6 shadow-2xl sm:my-10"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="no-script-modal-title" className="text-brand-900 text-xl font-semibold">
              {title}
            </h2>
            {description ? (
              <p id="no-script-modal-description" className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <a
            href={closeHref}
            className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        {children}
      </section>
    </div>
  );
}
