import type { ResourceGroup } from "@/lib/content/resources";
import { ExternalLink } from "./external-link";

export function ResourceGroupSection({ group }: { group: ResourceGroup }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <h2 id={`${group.id}-title`} className="text-brand-950 text-2xl font-bold">
        {group.title}
      </h2>
      <p className="mt-2 text-slate-700">{group.intro}</p>
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {group.items.map((item) => (
          <li
            key={item.href}
            className="border-brand-100 rounded-2xl border bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold">
              <ExternalLink
                href={item.href}
                className="text-brand-700 decoration-brand-300 hover:decoration-brand-700 underline underline-offset-4"
              >
                {item.title}
              </ExternalLink>
            </h3>
            {item.by ? <p className="text-sm font-medium text-slate-600">{item.by}</p> : null}
            <p className="mt-2 text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
