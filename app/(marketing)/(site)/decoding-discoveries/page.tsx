import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { PageHero, Section } from "@/components/marketing/layout-blocks";
import { pageMetadata } from "@/lib/seo/metadata";
import { consultationHref } from "@/lib/content/services";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Decoding Discoveries",
    description:
      "Decoding Discoveries: short, structured phonics modules for young readers to practise at home between tutoring sessions. Three modules are on the way.",
    path: "/decoding-discoveries",
  });
}

const modules = [
  {
    id: "module-1",
    number: 1,
    title: "Short Vowels and CVC Words",
    text: "The five short vowel sounds and blending three-sound words such as map, pen and sun.",
  },
  {
    id: "module-2",
    number: 2,
    title: "Digraphs and Blends",
    text: "sh, ch, th and ck, then consonant blends such as st, fl and nd in words like ship and frog.",
  },
  {
    id: "module-3",
    number: 3,
    title: "Silent e and Vowel Teams",
    text: "How a final e changes cap to cape, and common vowel teams such as ai, ee and oa.",
  },
];

export default function DecodingDiscoveriesPage() {
  return (
    <>
      <PageHero
        title="Decoding Discoveries"
        lead={
          <p>
            Short, structured phonics modules that follow the same sequence our tutors teach, for
            young readers to practise at home between sessions. Each module introduces one group of
            sound patterns with explicit instruction, multisensory practice and decodable reading.
          </p>
        }
      />
      <Section id="modules" tone="tint" title="The modules">
        <ul className="grid gap-6 md:grid-cols-3">
          {modules.map((module) => (
            <li
              key={module.id}
              className="ring-brand-100 flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1"
            >
              <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
                Module {module.number}
              </p>
              <h3 id={`${module.id}-title`} className="text-brand-950 mt-1 text-xl font-semibold">
                {module.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{module.text}</p>
              {/* Not yet available: disabled, and the label says so to screen readers as well. */}
              <button
                type="button"
                disabled
                aria-describedby={`${module.id}-title`}
                className="mt-6 inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-full border-2 border-dashed border-slate-400 bg-slate-50 px-5 py-2.5 font-semibold text-slate-700"
              >
                Module {module.number}: coming soon
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="meanwhile" title="In the meantime">
        <p className="max-w-3xl text-lg text-slate-700">
          Our free student apps cover many of the same skills, from letter tiles for building words
          to vowel sounds and b and d practice.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href="/student-apps">Try the free student apps</ButtonLink>
          <ButtonLink href={consultationHref} variant="secondary">
            Book a free consultation
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
