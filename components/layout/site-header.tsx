"use client";
// The shared header: the spec's links, the student apps menu and the account area on wide
// screens; a side drawer (a modal <dialog>, so focus stays inside) on narrow ones.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { primaryNav, secondaryNav, type NavLink } from "@/lib/navigation";
import { games, gameHref } from "@/games/registry";
import { AccountArea } from "@/components/auth/account-area";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { BrandMark } from "./brand-mark";
import { ToolsMenu } from "./tools-menu";

function NavItem({ link, current, onNavigate, block }: { link: NavLink; current: boolean; onNavigate?: () => void; block?: boolean }) {
  return (
    <Link
      href={link.href}
      aria-current={current ? "page" : undefined}
      onClick={onNavigate}
      className={`${block ? "flex" : "inline-flex"} min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
        current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"
      }`}
    >
      {link.label}
    </Link>
  );
}

export function SiteHeader() {
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (drawerOpen && !dialog.open) dialog.showModal();
    if (!drawerOpen && dialog.open) dialog.close();
  }, [drawerOpen]);

  const close = () => setDrawerOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center 2xl:flex">
          {primaryNav.map((link) => (
            <NavItem key={link.href} link={link} current={pathname === link.href} />
          ))}
          <ToolsMenu />
          {secondaryNav.map((link) => (
            <NavItem key={link.href} link={link} current={pathname === link.href} />
          ))}
        </nav>
        <div className="hidden items-center gap-2 2xl:flex">
          <ReadingPreferencesButton variant="icon" />
          <AccountArea />
        </div>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-800 2xl:hidden"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
          Menu
        </button>
      </div>
      <dialog
        id="mobile-drawer"
        ref={drawer}
        aria-label="Site menu"
        onClose={close}
        onClick={(event) => {
          if (event.target === drawer.current) close();
        }}
        className="ml-auto mr-0 h-dvh max-h-dvh w-[min(22rem,90vw)] max-w-none bg-white p-0 backdrop:bg-brand-950/40"
      >
        {drawerOpen ? (
          <div className="flex h-full flex-col overflow-y-auto p-4">
            <div className="mb-2 flex items-center justify-between">
              <span className="font-semibold text-brand-900">Menu</span>
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className="space-y-1">
                {primaryNav.map((link) => (
                  <li key={link.href}>
                    <NavItem link={link} current={pathname === link.href} onNavigate={close} block />
                  </li>
                ))}
                <li>
                  <details className="rounded-lg">
                    <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-brand-50">
                      Student Apps
                    </summary>
                    <ul className="ml-3 border-l border-brand-100 pl-2">
                      <li>
                        <NavItem link={{ href: "/student-apps", label: "All student apps" }} current={pathname === "/student-apps"} onNavigate={close} block />
                      </li>
                      {games.map((game) => (
                        <li key={game.slug}>
                          <NavItem link={{ href: gameHref(game.slug), label: game.title }} current={pathname === gameHref(game.slug)} onNavigate={close} block />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
                {secondaryNav.map((link) => (
                  <li key={link.href}>
                    <NavItem link={link} current={pathname === link.href} onNavigate={close} block />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 flex flex-col gap-2 border-t border-brand-100 pt-4">
              <ReadingPreferencesButton />
              <AccountArea layout="column" onNavigate={close} />
            </div>
          </div>
        ) : null}
      </dialog>
    </header>
  );
}
