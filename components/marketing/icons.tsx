// A small set of line icons drawn for the marketing pages (24×24, stroke = currentColor).
// Decorative: always aria-hidden; the text beside an icon carries the meaning.
const paths = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  phone:
    "M6.6 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z",
  mail: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7",
  clock: "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 7.5V12l3 2",
  ear: "M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-5.5 1.6M10 9.5a2 2 0 0 1 4 0c0 1-1 1.5-1.5 2",
  letters:
    "M3.5 17l3.5-10 3.5 10M4.7 13.5h4.6M14 7h3.5a2.5 2.5 0 0 1 0 5H14zm0 5h4a2.5 2.5 0 0 1 0 5h-4z",
  speed: "M4 16a8 8 0 1 1 16 0M12 16l4-5M7 16h.01M17 16h.01",
  book: "M4 5.5c3-1.5 5.5-1.5 8 .5 2.5-2 5-2 8-.5v13c-3-1.5-5.5-1.5-8 .5-2.5-2-5-2-8-.5zM12 6v13",
  calendar: "M4 6.5h16v13.5H4zM4 10.5h16M8.5 4v4M15.5 4v4",
  clipboard: "M8.5 4.5h7v3h-7zM8.5 6H6v14h12V6h-2.5M9 12h6M9 16h4",
  heart: "M12 19.5s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.4-7.5 10-7.5 10z",
  video: "M3.5 7h12v10h-12zM15.5 10.5l5-3v9l-5-3",
  person: "M12 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20a7 7 0 0 1 14 0",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V9M16 16V6",
  pencil: "M15.5 4.5l4 4L9 19H5v-4zM13.5 6.5l4 4",
  calculator:
    "M6 3.5h12v17H6zM8.5 6.5h7v3h-7zM9 13h.01M12 13h.01M15 13h.01M9 16.5h.01M12 16.5h.01M15 16.5h.01",
  sparkle:
    "M12 3.5l1.8 5.2 5.2 1.8-5.2 1.8L12 17.5l-1.8-5.2-5.2-1.8 5.2-1.8zM18.5 16l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z",
  shield: "M12 3.5l7 3v5c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9v-5zM9 12l2 2 4-4",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  map: "M9 4.5l6 2 5-2v15l-5 2-6-2-5 2v-15zM9 4.5v15M15 6.5v15",
  award: "M12 14.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13.5L7 20.5l5-2.5 5 2.5-1.5-7",
  puzzle:
    "M9 4.5h3a1.5 1.5 0 0 1 3 0h3.5V9a1.5 1.5 0 0 1 0 3v4.5H15a1.5 1.5 0 0 0-3 0H8.5V13a1.5 1.5 0 0 1 0-3V4.5z",
  external: "M14 4.5h5.5V10M19.5 4.5L11 13M17 14v5.5H4.5V7H10",
  lock: "M6.5 10.5h11v9h-11zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** A round tinted badge holding an icon, used at the top of cards. */
export function IconBadge({ name, tone = "brand" }: { name: IconName; tone?: "brand" | "sun" }) {
  const colours = tone === "sun" ? "bg-sun-300/60 text-brand-950" : "bg-brand-100 text-brand-700";
  return (
    <span
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${colours}`}
    >
      <Icon name={name} />
    </span>
  );
}
