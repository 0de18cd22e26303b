// The mole and its hole, drawn as inline SVG. Three moods: looking up (waiting to be read),
// happy (a correct whack) and surprised-but-kind (a wrong whack).
export type MoleMood = "up" | "hit" | "oops";

export function MoleArt({ mood }: { mood: MoleMood }) {
  return (
    <svg viewBox="0 0 100 110" className="h-full w-full" aria-hidden="true" focusable="false">
      {/* body */}
      <path
        d="M14 110V52C14 26 30 10 50 10s36 16 36 42v58z"
        fill="#8b5e3c"
        stroke="#5b3a22"
        strokeWidth="3"
      />
      <ellipse cx="50" cy="80" rx="24" ry="26" fill="#b07a4f" />
      {/* ears */}
      <circle cx="24" cy="22" r="7" fill="#8b5e3c" stroke="#5b3a22" strokeWidth="3" />
      <circle cx="76" cy="22" r="7" fill="#8b5e3c" stroke="#5b3a22" strokeWidth="3" />
      {/* muzzle */}
      <ellipse cx="50" cy="48" rx="17" ry="12" fill="#e2b48a" />
      <ellipse cx="50" cy="41" rx="6" ry="4.5" fill="#e86f8f" stroke="#9d3a55" strokeWidth="1.5" />
      {mood === "hit" ? (
        <>
          <path
            d="M30 31q5-6 10 0M60 31q5-6 10 0"
            fill="none"
            stroke="#1b2a3a"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            d="M42 51q8 8 16 0"
            fill="#7a2e3e"
            stroke="#1b2a3a"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      ) : mood === "oops" ? (
        <>
          <circle cx="35" cy="30" r="4.5" fill="#1b2a3a" />
          <circle cx="65" cy="30" r="4.5" fill="#1b2a3a" />
          <path
            d="M29 21l10 2M71 21l-10 2"
            stroke="#5b3a22"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <ellipse
            cx="50"
            cy="53"
            rx="4"
            ry="3.5"
            fill="#7a2e3e"
            stroke="#1b2a3a"
            strokeWidth="1.5"
          />
        </>
      ) : (
        <>
          <circle cx="35" cy="30" r="5" fill="#1b2a3a" />
          <circle cx="36.5" cy="28.5" r="1.6" fill="#fff" />
          <circle cx="65" cy="30" r="5" fill="#1b2a3a" />
          <circle cx="66.5" cy="28.5" r="1.6" fill="#fff" />
          <path
            d="M44 51q6 4 12 0"
            fill="none"
            stroke="#1b2a3a"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <rect
            x="46"
            y="52"
            width="3.5"
            height="4"
            rx="1"
            fill="#fff"
            stroke="#1b2a3a"
            strokeWidth="0.8"
          />
          <rect
            x="50.5"
            y="52"
            width="3.5"
            height="4"
            rx="1"
            fill="#fff"
            stroke="#1b2a3a"
            strokeWidth="0.8"
          />
        </>
      )}
      {/* whiskers */}
      <path
        d="M33 47h-12M33 51l-11 3M67 47h12M67 51l11 3"
        stroke="#5b3a22"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The dark hole behind the mole. */
export function HoleBack() {
  return (
    <svg
      viewBox="0 0 100 30"
      className="h-full w-full"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <ellipse cx="50" cy="15" rx="48" ry="13" fill="#3b2616" />
      <ellipse cx="50" cy="17" rx="40" ry="9" fill="#24160c" />
    </svg>
  );
}

/** The front lip of the hole, drawn over the mole so it seems to come out of the ground. */
export function HoleFront() {
  return (
    <svg
      viewBox="0 0 100 24"
      className="h-full w-full"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <path d="M0 6q50 14 100 0v18H0z" fill="#7c5a3a" />
      <path d="M0 6q50 14 100 0" fill="none" stroke="#5b3a22" strokeWidth="2.5" />
      <path
        d="M10 16h8M30 19h6M62 18h9M82 15h7"
        stroke="#5b3a22"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
