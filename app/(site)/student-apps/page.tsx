import type { Metadata } from "next";
import Link from "next/link";
import { gamesBySkill, gameHref } from "@/games/registry";

export const metadata: Metadata = {
  title: "Student Apps",
  description: "Free learning games for students and teachers: phonics, handwriting, alphabet, grammar, math and memory.",
};

export default function StudentAppsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Student Apps</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Free games our tutors use in lessons, for children to play at home too. No account, no ads.
      </p>
      {gamesBySkill().map((group) => (
        <section key={group.skill} className="mt-10" aria-labelledby={`skill-${group.skill}`}>
          <h2 id={`skill-${group.skill}`} className="text-xl font-semibold text-brand-800">
            {group.label}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.games.map((game) => (
              <li key={game.slug}>
                <Link href={gameHref(game.slug)} className="block h-full rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-300">
                  <h3 className="text-lg font-semibold text-brand-900">{game.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{game.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
