import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { SERVICE_UNITS } from "@/lib/site-content/service-schema";
import { RichTextView } from "@/lib/site-content/rich-text-view";
import type { Service } from "@/lib/site-content/services";
import { IconBadge, type IconName } from "./icons";

const serviceIcons: Record<string, IconName> = {
  "free-consultation": "phone",
  "student-assessments": "clipboard",
  "reading-tutoring": "book",
  "math-tutoring": "calculator",
  "reading-discovery-program": "sparkle",
  "writing-tutoring": "pencil",
};

export function ServiceCard({ service }: { service: Service }) {
  const featured = service.unit === "free";
  return (
    <article
      aria-labelledby={`${service.id}-title`}
      className={`flex h-full flex-col rounded-3xl p-7 shadow-sm ${featured ? "border-sun-400 bg-cream border-2" : "border-brand-100 border bg-white"}`}
    >
      <IconBadge name={serviceIcons[service.id] ?? "book"} tone={featured ? "sun" : "brand"} />
      <h2 id={`${service.id}-title`} className="text-brand-950 mt-4 text-xl font-bold">
        {service.name}
      </h2>
      <p className="text-brand-700 mt-3 text-3xl font-bold">{service.price}</p>
      <p className="text-sm text-slate-600">{SERVICE_UNITS[service.unit].cardLine}</p>
      {service.note ? (
        <p className="bg-brand-50 text-brand-900 mt-3 inline-flex self-start rounded-full px-3 py-1 text-sm font-semibold">
          {service.note}
        </p>
      ) : null}
      <RichTextView source={service.description} className="mt-4 flex-1 text-slate-700" />
      <Link
        href={service.cta.href}
        className={buttonClasses(featured ? "primary" : "secondary", "mt-6")}
      >
        {service.cta.label}
        <span className="sr-only">: {service.name}</span>
      </Link>
    </article>
  );
}
