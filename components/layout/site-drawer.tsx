"use client";
// The side drawer below 1024 px: a modal <dialog>, so focus stays inside and Escape closes it.
// Loaded on the first press of "Menu" (or by /?menu=tools), not with every page.
import Link from "next/link";
import { useEffect, useRef } from "react";
import { games, gameHref } from "@/games/registry";
import { buttonClasses } from "@/components/ui/button";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { consultationHref } from "@/lib/content/services";
import { primaryNav, secondaryNav } from "@/lib/navigation";
import { AccountSlot } from "./account-slot";
import { NavItem } from "./nav-item";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Opened for the student apps (/?menu=tools): that section starts expanded, with focus in it. */
  showTools: boolean;
};

export function SiteDrawer({ open, onClose, showTools }: Props) {
  const drawer = useRef<HTMLDialogElement>(null);
  const tools = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (showTools) tools.current?.querySelector<HTMLElement>("ul a")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, showTools]);

  return (
    <dialog
      id="mobile-drawer"
      ref={drawer}
      aria-label="Site menu"
      onClose={onClose}
      onClick={(event) => {
        // The backdrop, or any link: choosing a page closes the drawer.
        if (event.target === drawer.current || (event.target as HTMLElement).closest("a"))
          onClose();
      }}
      className="backdrop:bg-brand-950/40 mr-0 ml-auto h-dvh max-h-dvh w-[min(22rem,90vw)] max-w-none bg-white p-0"
    >
      <div className="flex h-full flex-col overflow-y-auto p-4">
        <div className="mb-2 flex items-center justify-between">
          <span className="text-brand-900 font-semibold">Menu</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <Link href={consultationHref} className={buttonClasses("primary", "mb-3 w-full text-sm")}>
          Book a free consultation
        </Link>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <NavItem link={link} block />
              </li>
            ))}
            <li>
              <details ref={tools} open={showTools || undefined} className="rounded-lg">
                <summary className="hover:bg-brand-50 flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-slate-700">
                  Student Apps
                </summary>
                <ul className="border-brand-100 ml-3 border-l pl-2">
                  <li>
                    <NavItem link={{ href: "/student-apps", label: "All student apps" }} block />
                  </li>
                  {games.map((game) => (
                    <li key={game.slug}>
                      <NavItem link={{ href: gameHref(game.slug), label: game.title }} block />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {secondaryNav.map((link) => (
              <li key={link.href}>
                <NavItem link={link} block />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-brand-100 mt-4 flex flex-col gap-2 border-t pt-4">
          <ReadingPreferencesButton />
          <AccountSlot layout="column" onNavigate={onClose} />
        </div>
      </div>
    </dialog>
  );
}
