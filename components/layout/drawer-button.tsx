"use client";
// "Menu" below 1024 px. The drawer's code loads on the first press, or on arrival at ?menu=tools
// when the desktop bar is not showing.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { DESKTOP_MEDIA, requestedMenu } from "./disclosure-menu";

const SiteDrawer = dynamic(() => import("./site-drawer").then((m) => m.SiteDrawer), { ssr: false });

export function DrawerButton() {
  const [drawer, setDrawer] = useState<{ open: boolean; showTools: boolean } | null>(null);

  useEffect(() => {
    if (requestedMenu() !== "tools" || window.matchMedia(DESKTOP_MEDIA).matches) return;
    // Opening from the address happens once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDrawer({ open: true, showTools: true });
  }, []);

  return (
    <>
      <button
        type="button"
        className="border-brand-200 text-brand-800 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold lg:hidden"
        aria-expanded={drawer?.open ?? false}
        aria-controls="mobile-drawer"
        onClick={() => setDrawer({ open: true, showTools: false })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        Menu
      </button>
      {drawer ? (
        <SiteDrawer
          open={drawer.open}
          showTools={drawer.showTools}
          onClose={() => setDrawer((value) => (value ? { ...value, open: false } : value))}
        />
      ) : null}
    </>
  );
}
