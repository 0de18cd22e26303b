"use client";
// The admin area's section links; the current section is marked for screen readers too.
import Link from "next/link";
import { usePathname } from "next/navigation";

const sections = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/pipeline", label: "Pipeline" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/consultations", label: "Consultations" },
  { href: "/admin/availability", label: "Availability" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/data-requests", label: "Data requests" },
  { href: "/admin/templates", label: "Email templates" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/account/calendar", label: "Calendar feed" },
  { href: "/account/digest", label: "Morning digest" },
  { href: "/account/security", label: "Account security" },
];

export function AdminNav() {
  const pathname = usePathname();
  const current = sections
    .filter(
      (s) => pathname === s.href || (s.href !== "/admin" && pathname.startsWith(`${s.href}/`)),
    )
    .map((s) => s.href)[0];
  return (
    <nav
      aria-label="Admin sections"
      className="border-brand-100 border-b bg-white lg:min-h-full lg:border-r lg:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:px-3 lg:py-6">
        {sections.map((section) => {
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
