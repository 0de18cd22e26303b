// Renders a legal document from lib/content/legal: title, date, contents and numbered sections.
// {email} and {phone} in the text become the practice's links and {hours} its opening hours, as
// staff saved them (lib/site-content/business-facts.ts).
import type { ReactNode } from "react";
import { getBusinessFacts, type BusinessFacts } from "@/lib/site-content/business-facts";
import type { LegalBlock, LegalDocument as LegalDocumentContent } from "@/lib/content/legal/types";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

type Contact = Pick<BusinessFacts, "email" | "phone" | "phoneHref" | "hoursShown">;

function withContactLinks(text: string, contact: Contact): ReactNode[] {
  return text.split(/(\{email\}|\{phone\}|\{hours\})/).map((part, index) => {
    if (part === "{email}")
      return (
        <a key={index} href={`mailto:${contact.email}`} className={linkClass}>
          {contact.email}
        </a>
      );
    if (part === "{phone}")
      return (
        <a key={index} href={contact.phoneHref} className={linkClass}>
          {contact.phone}
        </a>
      );
    if (part === "{hours}") return contact.hoursShown;
    return part;
  });
}

function Block({ block, contact }: { block: LegalBlock; contact: Contact }) {
  if (typeof block === "string") return <p>{withContactLinks(block, contact)}</p>;
  if ("list" in block)
    return (
      <ul className="marker:text-brand-600 list-disc space-y-2 pl-6">
        {block.list.map((item) => (
          <li key={item}>{withContactLinks(item, contact)}</li>
        ))}
      </ul>
    );
  return (
    <table className="w-full border-collapse overflow-hidden rounded-2xl text-left">
      <caption className="text-brand-950 pb-2 text-left font-semibold">{block.caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {block.rows.map(([step, time]) => (
          <tr key={step} className="border-brand-100 border-b last:border-0">
            <th scope="row" className="bg-brand-50 px-4 py-3 font-medium text-slate-800">
              {step}
            </th>
            <td className="text-brand-800 bg-white px-4 py-3 font-semibold">{time}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const contact = await getBusinessFacts();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-brand-950 text-4xl font-bold">{document.title}</h1>
      <p className="mt-3 font-medium text-slate-600">Last updated: {document.lastUpdated}</p>
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        {document.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{withContactLinks(paragraph, contact)}</p>
        ))}
      </div>
      <nav
        aria-labelledby="contents-title"
        className="border-brand-100 bg-brand-50 mt-8 rounded-3xl border p-6"
      >
        <h2 id="contents-title" className="text-brand-950 text-lg font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-700 inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-brand-950 text-2xl font-bold">
            {section.title}
          </h2>
          <div className="mt-3 space-y-4 text-slate-800">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} contact={contact} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
