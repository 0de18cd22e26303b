import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import Link from "next/link";
import { PREFETCH_ON_INTENT } from "@/lib/prefetch-on-intent";
import { GameIcon } from "@/components/games/game-icon";
import { games, gamesBySkill, gameHref, type GameEntry, type GameSkill } from "@/games/registry";
import { buttonClasses } from "@/components/ui/button";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Student Apps",
    description:
      "Free learning games for students and teachers: phonics, handwriting, alphabet, grammar, math and memory.",
    path: "/student-apps",
  });
}

// One line under each skill heading, for parents and tutors choosing a game.
const skillBlurbs: Record<GameSkill, string> = {
  phonics: "Sounds, letters and word patterns, in the order structured literacy teaches them.",
  handwriting: "Letter formation on proper handwriting lines, and help with b and d.",
  alphabet: "Knowing the alphabet in order, fast: the base for dictionaries and spelling.",
  grammar: "Building and marking sentences.",
  math: "Place value and number facts, played in pairs.",
  memory: "Visual matching, attention and working memory.",
  tools: "Tools for tutors and independent readers.",
};

const promises = [
  "Free, no account",
  "No ads",
  "Mouse, touch or keyboard",
  "Reading preferences in every game",
];

function GameCard({ game }: { game: GameEntry }) {
  return (
    <li className="group border-brand-100 hover:border-brand-300 has-[a:focus-visible]:outline-brand-600 relative flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline has-[a:focus-visible]:outline-[3px] has-[a:focus-visible]:outline-offset-2">
      <div className="flex items-start gap-4">
        <GameIcon icon={game.icon} className="h-20 w-20 shrink-0" />
        <div className="min-w-0">
          <h3 className="text-brand-900 text-lg font-semibold">
            {/* The link covers the whole card (after: overlay) but its name is just the title. */}
            <Link
              href={gameHref(game.slug)}
              prefetch={false}
              {...PREFETCH_ON_INTENT}
              data-testid={`game-card-${game.slug}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              {game.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-700">{game.description}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        {game.aliases?.length ? (
          <p className="text-xs text-slate-600">
            Also at{" "}
            {game.aliases.map((alias) => (
              <Link
                key={alias}
                href={gameHref(alias)}
                className="text-brand-700 relative z-10 font-medium underline underline-offset-2"
              >
                /student-apps/{alias}
              </Link>
            ))}
          </p>
        ) : (
          <span />
        )}
        <span
          aria-hidden="true"
          className="text-brand-700 group-hover:text-brand-900 inline-flex items-center gap-1 text-sm font-semibold"
        >
          Play
          <svg
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 4l6 6-6 6" />
          </svg>
        </span>
      </div>
    </li>
  );
}

export default function StudentAppsPage() {
  const groups = gamesBySkill();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="from-brand-50 to-sun-300/20 rounded-3xl bg-gradient-to-br via-white p-6 sm:p-10">
        <h1 className="text-brand-900 text-3xl font-bold sm:text-4xl">Student Apps</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          {games.length} free games our tutors use in lessons, for children to play at home too.
          Made for children with dyslexia: clear letters, calm colours, no timer that decides for a
          slow reader.
        </p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="What every game offers">
          {promises.map((promise) => (
            <li
              key={promise}
              className="text-brand-800 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium shadow-sm"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="h-4 w-4 text-emerald-700"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {promise}
            </li>
          ))}
        </ul>
        <nav aria-label="Skills" className="mt-6 flex flex-wrap gap-2">
          {groups.map((group) => (
            <a
              key={group.skill}
              href={`#skill-${group.skill}`}
              className={buttonClasses("quiet", "", "compact")}
            >
              {group.label}
            </a>
          ))}
        </nav>
      </div>
      {groups.map((group) => (
        <section
          key={group.skill}
          className="mt-12 scroll-mt-24"
          id={`skill-${group.skill}`}
          aria-labelledby={`skill-${group.skill}-heading`}
        >
          <h2 id={`skill-${group.skill}-heading`} className="text-brand-900 text-2xl font-semibold">
            {group.label}
          </h2>
          <p className="mt-1 text-slate-700">{skillBlurbs[group.skill]}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.games.map((game) => (
              <GameCard key={game.slug} game={game} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
