// Building blocks every marketing page shares: the hero, section headings, content sections and
// the closing call to action. They keep spacing and type consistent across pages.
import type { ReactNode } from "react";

export function Badge({ children }: { children: ReactNode }) {
  return (
    <p className="bg-sun-300/70 text-brand-950 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold">
      <span aria-hidden="true" className="bg-brand-600 h-2 w-2 rounded-full" />
      {children}
    </p>
  );
}

export function PageHero({
  badge,
  title,
  lead,
  children,
  aside,
}: {
  badge?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
  /** Illustration or panel beside the text on wide screens. */
  aside?: ReactNode;
}) {
  return (
    <section className="from-brand-50 relative overflow-hidden bg-gradient-to-b via-white to-white">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 ${aside ? "lg:grid-cols-[1.1fr_0.9fr]" : ""}`}
      >
        <div className={aside ? "" : "max-w-3xl"}>
          {badge ? <div className="mb-5">{badge}</div> : null}
          <h1 className="text-brand-950 text-4xl leading-tight font-bold sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg text-slate-700">{lead}</div>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="mx-auto w-full max-w-md lg:max-w-none">{aside}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  eyebrow,
  lead,
  children,
  tone = "white",
  className = "",
}: {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
  tone?: "white" | "tint" | "cream";
  className?: string;
}) {
  const background = tone === "tint" ? "bg-brand-50" : tone === "cream" ? "bg-cream" : "bg-white";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${background} scroll-mt-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className="text-brand-950 mt-1 text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          {lead ? <div className="mt-4 text-lg text-slate-700">{lead}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

/** The closing band: one clear next step. */
export function CtaBand({
  id = "next-step",
  title,
  children,
  actions,
}: {
  id?: string;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-white px-4 py-14">
      <div className="bg-brand-900 mx-auto max-w-5xl rounded-[2rem] px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <div className="text-brand-100 mx-auto mt-4 max-w-2xl text-lg">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
