// The header's links, exactly as the spec lists them (section 2, "Header and footer").
export type NavLink = { href: string; label: string };

/**
 * The widest screen on which a link sits in the desktop bar's "More" menu instead of the bar
 * itself: "lg" for links the bar shows from 1024 px, "xl" from 1280 px, "2xl" from 1536 px. The
 * bar's widths were measured so that no label wraps at 1024, 1280 and 1536 px.
 */
export type BarFrom = "lg" | "xl" | "2xl";
export type HeaderLink = NavLink & { barFrom: BarFrom };

export const primaryNav: HeaderLink[] = [
  { href: "/", label: "About/Home", barFrom: "lg" },
  { href: "/meet-our-staff", label: "Meet Our Staff", barFrom: "xl" },
  { href: "/start-here", label: "Welcome", barFrom: "lg" },
  { href: "/structured-literacy", label: "Structured Literacy", barFrom: "lg" },
  { href: "/dyslexia", label: "Dyslexia", barFrom: "lg" },
];

/** After the student apps menu. */
export const secondaryNav: HeaderLink[] = [
  { href: "/services-offered", label: "Services Offered", barFrom: "lg" },
  { href: "/dyslexia-resources", label: "Dyslexia Resources", barFrom: "2xl" },
  { href: "/utah-fits-all", label: "Utah Fits All", barFrom: "2xl" },
  { href: "/assessments", label: "Assessments", barFrom: "xl" },
  { href: "/contact", label: "Contact", barFrom: "lg" },
];

export const legalNav: NavLink[] = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/data-deletion", label: "Data Deletion" },
  { href: "/terms", label: "Terms of Service" },
];
