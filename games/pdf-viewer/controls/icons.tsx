// Line icons for the viewer's buttons, drawn here so nothing is fetched and no emoji font is needed.
const paths = {
  prev: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  minus: "M5 12h14",
  plus: "M12 5v14M5 12h14",
  fitWidth: "M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4",
  expand: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  collapse: "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5",
  print: "M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z",
  open: "M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2zM12 10v6M9 13l3-3 3 3",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3",
  undo: "M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  pen: "M4 20l4-1 11-11-3-3L5 16zM14 6l3 3",
  highlighter: "M9 15l-4 4h6l1-1M8 14l7-9 5 4-8 8zM5 21h14",
  ruler: "M3 9h18v6H3zM7 9v3M11 9v3M15 9v3M19 9v3",
  speaker: "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11",
  stop: "M7 7h10v10H7z",
  document: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  close: "M6 6l12 12M18 6L6 18",
  eye: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 110 6 3 3 0 010-6z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
