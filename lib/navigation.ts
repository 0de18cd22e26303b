// The header's links, exactly as the spec lists them (section 2, "Header and footer").
export type NavLink = { href: string; label: string };

export const primaryNav: NavLink[] = [
  { href: "/", label: "About/Home" },
  { href: "/meet-our-staff", label: "Meet Our Staff" },
  { href: "/start-here", label: "Welcome" },
  { href: "/structured-literacy", label: "Structured Literacy" },
  { href: "/dyslexia", label: "Dyslexia" },
];

/** After the student apps menu. */
export const secondaryNav: NavLink[] = [
  { href: "/services-offered", label: "Services Offered" },
  { href: "/dyslexia-resources", label: "Dyslexia Resources" },
  { href: "/utah-fits-all", label: "Utah Fits All" },
  { href: "/assessments", label: "Assessments" },
  { href: "/contact", label: "Contact" },
];

export const legalNav: NavLink[] = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/data-deletion", label: "Data Deletion" },
  { href: "/terms", label: "Terms of Service" },
];
