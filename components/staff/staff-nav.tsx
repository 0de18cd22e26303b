"use client";
// The staff area's section links, chosen by role: admins get the admin area, the teacher portal
// and their account; teachers the teacher portal and their account. Each page still checks the
// role itself; this only spares people links they cannot open. Admin → Site is also offered to the
// teachers an admin allowed to edit the site. The current section is marked for
// screen readers too.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/auth/guards";

type Section = { href: string; label: string; roles: readonly Role[]; siteEditors?: true };

const admins = ["admin"] as const;
const staff = ["teacher", "admin"] as const;

const sections: Section[] = [
  { href: "/admin", label: "Dashboard", roles: admins },
  { href: "/admin/leads", label: "Leads", roles: admins },
  { href: "/admin/pipeline", label: "Pipeline", roles: admins },
  { href: "/admin/reports", label: "Reports", roles: admins },
  { href: "/admin/consultations", label: "Consultations", roles: admins },
  { href: "/admin/availability", label: "Availability", roles: admins },
  { href: "/admin/staff", label: "Staff", roles: admins },
  { href: "/admin/site", label: "Site content", roles: admins, siteEditors: true },
  { href: "/admin/data-requests", label: "Data requests", roles: admins },
  { href: "/admin/templates", label: "Email templates", roles: admins },
  { href: "/admin/outbox", label: "Outbox", roles: admins },
  { href: "/admin/audit", label: "Audit log", roles: admins },
  { href: "/teacher-portal", label: "Teacher portal", roles: staff },
  { href: "/teacher-portal/word-lists", label: "Word lists", roles: staff },
  { href: "/teacher-portal/sounds", label: "Sound library", roles: staff },
  { href: "/account/calendar", label: "Calendar feed", roles: admins },
  { href: "/account/digest", label: "Morning digest", roles: admins },
  { href: "/account/security", label: "Account security", roles: staff },
];

export function StaffNav({ role, siteEditor = false }: { role: Role; siteEditor?: boolean }) {
  const pathname = usePathname();
  const mine = sections.filter(
    (s) => s.roles.includes(role) || (siteEditor && s.siteEditors === true),
  );
  // The most specific section wins: /teacher-portal/sounds is the sound library, not the portal.
  const current = mine
    .filter(
      (s) => pathname === s.href || (s.href !== "/admin" && pathname.startsWith(`${s.href}/`)),
    )
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav
      aria-label="Staff sections"
      className="border-brand-100 border-b bg-white lg:min-h-full lg:border-r lg:border-b-0 print:hidden"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:px-3 lg:py-6">
        {mine.map((section) => {
          const active = section.href === current;
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${active ? "bg-brand-600 text-white" : "text-brand-900 hover:bg-brand-50"}`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
