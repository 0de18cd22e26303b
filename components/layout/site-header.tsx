// The shared header, rendered on the server. From 1024 px: the logo, reading preferences, Members
// Login and "Book a free consultation" on top, and below them the spec's links; links that do not
// fit at a width wait in a "More" menu (lib/navigation.ts says from which width each one shows).
// Below 1024 px: the same button and a side drawer. Only the menus, the drawer, the account area
// and the reading-preferences dialog run in the browser, each as its own small island. Both rows
// wrap rather than widen the page: with the largest text and spacing a reader can choose, the
// links and buttons take a second line instead of pushing Menu off the screen.
import { ButtonLink } from "@/components/ui/button";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { consultationHref } from "@/lib/content/services";
import { primaryNav, secondaryNav, type BarFrom, type HeaderLink } from "@/lib/navigation";
import { AccountSlot } from "./account-slot";
import { BrandMark } from "./brand-mark";
import { DisclosureMenu } from "./disclosure-menu";
import { DrawerButton } from "./drawer-button";
import { NavItem } from "./nav-item";
import { ToolsMenu } from "./tools-menu";

// Full class names, so Tailwind sees them.
const inBar: Record<BarFrom, string> = {
  lg: "",
  xl: "hidden xl:inline-flex",
  "2xl": "hidden 2xl:inline-flex",
};
const inMore: Record<BarFrom, string> = { lg: "hidden", xl: "xl:hidden", "2xl": "2xl:hidden" };

const barLinks = (links: HeaderLink[]) =>
  links.map((link) => (
    <li key={link.href} className={inBar[link.barFrom]}>
      <NavItem link={link} />
    </li>
  ));

export function SiteHeader() {
  const overflow = [...primaryNav, ...secondaryNav].filter((link) => link.barFrom !== "lg");
  return (
    <header className="site-header border-brand-100 sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <BrandMark />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <ReadingPreferencesButton variant="icon" />
            <AccountSlot />
          </div>
          <ButtonLink href={consultationHref} className="text-sm whitespace-nowrap max-sm:hidden">
            Book a free consultation
          </ButtonLink>
          <DrawerButton />
        </div>
      </div>
      <nav
        aria-label="Main"
        className="border-brand-50 mx-auto hidden max-w-screen-2xl border-t px-2 lg:block"
      >
        <ul className="flex flex-wrap items-center">
          {barLinks(primaryNav)}
          <li>
            <ToolsMenu />
          </li>
          {barLinks(secondaryNav)}
          <li className="2xl:hidden">
            <DisclosureMenu label="More" groupLabel="More pages" panelClassName="right-0 w-64">
              <ul className="space-y-1">
                {overflow.map((link) => (
                  <li key={link.href} className={inMore[link.barFrom]}>
                    <NavItem link={link} block />
                  </li>
                ))}
              </ul>
            </DisclosureMenu>
          </li>
        </ul>
      </nav>
    </header>
  );
}
