"use client";
// One header link; marks the page being shown (aria-current), which only the browser knows in a
// header shared by every page.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { NavLink } from "@/lib/navigation";

export function NavItem({
  link,
  block = false,
  className = "",
}: {
  link: NavLink;
  block?: boolean;
  className?: string;
}) {
  const current = usePathname() === link.href;
  return (
    <Link
      href={link.href}
      aria-current={current ? "page" : undefined}
      className={`${block ? "flex" : "inline-flex"} min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
        current
          ? "bg-brand-50 text-brand-800"
          : "hover:bg-brand-50 hover:text-brand-800 text-slate-700"
      } ${className}`}
    >
      {link.label}
    </Link>
  );
}
