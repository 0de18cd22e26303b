// Cards and lists used across the marketing pages.
import type { ReactNode } from "react";
import type { FaqItem } from "@/lib/site-content/faqs";
import { RichTextView } from "@/lib/site-content/rich-text-view";
import type { ShownTestimonial as Testimonial } from "@/lib/site-content/testimonials";
import type { TrustFigure } from "@/lib/content/trust";
import { Icon, IconBadge, type IconName } from "./icons";

export function FeatureCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="border-brand-100 h-full rounded-3xl border bg-white p-6 shadow-sm">
      <IconBadge name={icon} />
      <Heading className="text-brand-950 mt-4 text-xl font-semibold">{title}</Heading>
      <div className="mt-2 text-slate-700">{children}</div>
    </div>
  );
}

export function CardGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return <ul className={`grid gap-5 ${grid}`}>{children}</ul>;
}

export function CheckList({ items, columns = 1 }: { items: ReactNode[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-lg text-slate-800">
          <span className="bg-brand-600 mt-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-white">
            <Icon name="check" className="h-4 w-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function TrustFigures({
  figures,
  label = "Why families trust us",
}: {
  figures: TrustFigure[];
  label?: string;
}) {
  return (
    <section aria-label={label} className="border-brand-100 border-y bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 lg:grid-cols-4">
        {figures.map((figure) => (
          // Label first in the markup (read as "families helped: 500+"), value first on screen.
          <div key={figure.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
            <dd className="text-brand-700 text-4xl font-bold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="ring-brand-100 flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 24"
        className="text-sun-500 h-6 w-8"
        fill="currentColor"
      >
        <path d="M0 24V13.7C0 6 4.4 1.4 12 0l1.3 3.6C8.6 5 6.6 7.8 6.5 11.5H13V24zm19 0V13.7C19 6 23.4 1.4 31 0l1 3.6c-4.7 1.4-6.7 4.2-6.8 7.9H32V24z" />
      </svg>
      <blockquote className="mt-4 flex-1 text-lg text-slate-800">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-5 text-sm">
        <span className="text-brand-900 font-semibold">{testimonial.name}</span>
        <span className="block text-slate-600">{testimonial.detail}</span>
      </figcaption>
    </figure>
  );
}

/** Native <details>: works without JavaScript and is keyboard accessible by default. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-brand-100 border-brand-100 divide-y rounded-3xl border bg-white">
      {items.map((item) => (
        <details key={item.id} className="group px-6 py-2">
          <summary className="text-brand-950 flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="bg-brand-50 text-brand-700 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full transition-transform group-open:rotate-45"
            >
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="M10 4v12M4 10h12" />
              </svg>
            </span>
          </summary>
          <RichTextView source={item.answer} className="pb-4 text-slate-700" />
        </details>
      ))}
    </div>
  );
}

/** Numbered steps (how sessions work, what happens next). */
export function StepList({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="border-brand-100 rounded-3xl border bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="bg-sun-400 text-brand-950 inline-flex h-10 w-10 items-center justify-center rounded-full text-lg font-bold"
          >
            {index + 1}
          </span>
          <h3 className="text-brand-950 mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className="mt-2 text-slate-700">{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
