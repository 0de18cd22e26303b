import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { Service } from "@/lib/content/services";
import { IconBadge, type IconName } from "./icons";

const serviceIcons: Record<string, IconName> = {
  "free-consultation": "phone",
  "student-assessments": "clipboard",
  "reading-tutoring": "book",
  "math-tutoring": "calculator",
  "reading-discovery-program": "sparkle",
  "writing-tutoring": "pencil",
};

const unitLabels: Record<Service["unit"], string> = {
  free: "No cost, no obligation",
  hour: "Per one-hour session",
  assessment: "One-time assessment",
  program: "Complete program",
};

export function ServiceCard({ service }: { service: Service }) {
  const featured = service.unit === "free";
  return (
    <article
      aria-labelledby={`${service.id}-title`}
      className={`flex h-full flex-col rounded-3xl p-7 shadow-sm ${featured ? "border-2 border-sun-400 bg-cream" : "border border-brand-100 bg-white"}`}
    >
      <IconBadge name={serviceIcons[service.id] ?? "book"} tone={featured ? "sun" : "brand"} />
      <h2 id={`${service.id}-title`} className="mt-4 text-xl font-bold text-brand-950">
        {service.name}
      </h2>
      <p className="mt-3 text-3xl font-bold text-brand-700">{service.price}</p>
      <p className="text-sm text-slate-600">{unitLabels[service.unit]}</p>
      {service.note ? (
        <p className="mt-3 inline-flex self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">{service.note}</p>
      ) : null}
      <p className="mt-4 flex-1 text-slate-700">{service.description}</p>
      <Link href={service.cta.href} className={buttonClasses(featured ? "primary" : "secondary", "mt-6")}>
        {service.cta.label}
        <span className="sr-only">: {service.name}</span>
      </Link>
    </article>
  );
}
