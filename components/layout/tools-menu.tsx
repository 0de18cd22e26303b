// The header's student apps ("tools") menu, listing every game from games/registry.ts. The list is
// rendered here on the server; only the disclosure around it runs in the browser. /?menu=tools
// opens it on arrival (the drawer's Student Apps section on narrow screens).
import Link from "next/link";
import { games, gameHref } from "@/games/registry";
import { DisclosureMenu } from "./disclosure-menu";

export function ToolsMenu() {
  return (
    <DisclosureMenu
      label="Student Apps"
      groupLabel="Student apps"
      openFor="tools"
      panelClassName="left-0 w-[min(36rem,calc(100vw-2rem))]"
    >
      <ul className="grid grid-cols-2 gap-1">
        {games.map((game) => (
          <li key={game.slug}>
            <Link
              href={gameHref(game.slug)}
              className="hover:bg-brand-50 flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-800"
            >
              {game.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/student-apps"
        className="bg-brand-50 text-brand-800 hover:bg-brand-100 mt-2 flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold"
      >
        See all student apps
      </Link>
    </DisclosureMenu>
  );
}
