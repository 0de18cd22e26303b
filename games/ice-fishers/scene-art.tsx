// The wintry scene, drawn here: sky with snowy hills, a sheet of ice with fishing holes, a
// penguin fisher in a knitted hat, and water with weed and bubbles. Purely decorative.

/** Where the scene's parts sit, as shares of the pond's size; the fish and the line use them too. */
export const SCENE = {
  iceTop: 0.2,
  waterTop: 0.32,
  holeX: 0.56,
  lanesTop: 0.37,
  lanesBottom: 0.93,
} as const;

/** Pixel positions of the penguin, its rod tip and the big hole for a pond of this size. */
export function sceneGeometry(width: number, height: number) {
  const size = Math.min(height * 0.27, width * 0.22);
  const unit = size / 130; // the penguin is drawn on a 120 × 130 grid
  const left = SCENE.holeX * width - 118 * unit; // the rod tip sits right above the hole
  const top = (SCENE.iceTop + 0.06) * height - 122 * unit; // feet on the ice
  return {
    penguin: { left, top, width: 120 * unit, height: size },
    rodTip: { x: left + 118 * unit, y: top + 2 * unit },
    hole: { x: SCENE.holeX * width, y: (SCENE.iceTop + 0.07) * height },
  };
}

const flakes = Array.from({ length: 26 }, (_, i) => ({
  left: (i * 37 + 11) % 100,
  top: (i * 53) % 90,
  size: 3 + (i % 3) * 2,
  duration: 9 + (i % 5) * 2.5,
  delay: -((i * 1.7) % 12),
}));

export function SceneBackdrop({ reducedMotion }: { reducedMotion: boolean }) {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <div
        className="absolute inset-x-0 top-0 bg-gradient-to-b from-[#cfe9fb] to-[#eef8ff]"
        style={{ height: `${SCENE.iceTop * 100 + 2}%` }}
      />
      <svg
        className="absolute inset-x-0 w-full"
        style={{ top: `${(SCENE.iceTop - 0.1) * 100}%`, height: "10%" }}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
      >
        <path d="M0 10V6Q12 1 25 5T50 4T75 6T100 3V10z" fill="#ffffff" />
        <path d="M0 10V8Q20 4 40 7T80 6T100 7V10z" fill="#e4f2fc" />
      </svg>
      <div
        className="absolute inset-x-0 border-b-4 border-[#9fd3f5] bg-gradient-to-b from-white via-[#eaf6ff] to-[#cfe7f8]"
        style={{
          top: `${SCENE.iceTop * 100}%`,
          height: `${(SCENE.waterTop - SCENE.iceTop) * 100}%`,
        }}
      />
      <div
        className="absolute inset-x-0 bottom-0 bg-gradient-to-b from-[#4aa8e0] via-[#1f7fc0] to-[#0c4a7a]"
        style={{ top: `${SCENE.waterTop * 100}%` }}
      />
      <svg
        className="absolute inset-x-0 bottom-0 h-[14%] w-full"
        viewBox="0 0 100 14"
        preserveAspectRatio="none"
      >
        <path
          d="M6 14C4 10 8 7 6 2M10 14C12 10 9 6 11 3M88 14C86 9 90 6 88 1M92 14C94 10 91 7 93 4"
          stroke="#2f9e6e"
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M0 14Q25 11 50 13T100 12V14z" fill="#0a3d66" />
      </svg>
      {[0.18, 0.85].map((x) => (
        <Hole key={x} x={x} small />
      ))}
      <Hole x={SCENE.holeX} />
      <div
        className="absolute inset-x-0 top-0 overflow-hidden"
        style={{ height: `${SCENE.waterTop * 100}%` }}
      >
        {flakes.map((flake, i) => (
          <span
            key={i}
            data-snowflake=""
            className={`${reducedMotion ? "" : "ice-snowflake"} absolute rounded-full bg-white shadow-[0_0_2px_rgba(12,64,102,0.35)]`}
            style={{
              left: `${flake.left}%`,
              top: `${flake.top}%`,
              width: flake.size,
              height: flake.size,
              animationDuration: `${flake.duration}s`,
              animationDelay: `${flake.delay}s`,
            }}
          />
        ))}
      </div>
    </div>
  );
}

function Hole({ x, small = false }: { x: number; small?: boolean }) {
  const width = small ? 9 : 14;
  return (
    <svg
      className="absolute"
      style={{
        left: `${(x - width / 200) * 100}%`,
        top: `${(SCENE.iceTop + 0.035) * 100}%`,
        width: `${width}%`,
        height: "7%",
      }}
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
    >
      <ellipse cx="50" cy="20" rx="48" ry="17" fill="#b9dff7" />
      <ellipse cx="50" cy="21" rx="40" ry="12" fill="#0c4a7a" />
      <ellipse cx="44" cy="18" rx="14" ry="3" fill="#3d8fc7" opacity="0.7" />
    </svg>
  );
}

/** The fisher: a penguin in a red knitted hat and scarf, holding a rod over the big hole. */
export function PenguinFisher({
  box,
}: {
  box: { left: number; top: number; width: number; height: number };
}) {
  return (
    <svg aria-hidden="true" className="absolute" style={box} viewBox="0 0 120 130">
      <ellipse cx="48" cy="122" rx="34" ry="6" fill="#9fc6e2" opacity="0.7" />
      <ellipse cx="48" cy="78" rx="34" ry="44" fill="#1b2a3a" />
      <ellipse cx="50" cy="86" rx="23" ry="33" fill="#ffffff" />
      <path d="M36 118l-10 6h20zM60 118l-8 6h20z" fill="#f28c28" />
      <circle cx="40" cy="52" r="6" fill="#ffffff" />
      <circle cx="58" cy="52" r="6" fill="#ffffff" />
      <circle cx="41" cy="53" r="3" fill="#1b2a3a" />
      <circle cx="59" cy="53" r="3" fill="#1b2a3a" />
      <path d="M43 62l7 7 7-7z" fill="#f28c28" />
      <path d="M18 40q30-36 62 0z" fill="#e0453a" />
      <path d="M18 40h62v7H18z" fill="#fff3e0" />
      <circle cx="49" cy="8" r="7" fill="#fff3e0" />
      <path d="M22 70q26 10 52 0v8q-26 10-52 0z" fill="#e0453a" />
      <path d="M64 74l8 22 8-3-6-20z" fill="#e0453a" />
      <ellipse cx="82" cy="84" rx="9" ry="14" fill="#1b2a3a" transform="rotate(-40 82 84)" />
      <path d="M84 84L118 2" stroke="#8a5a2b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
