// The front of a card: a keyword picture, a letter, a word, a numeral, or a quantity drawn as
// dots in ten-frames (the frame shows "how many" at a glance: a full row is five, a frame ten).
import type { CardFace } from "./decks";
import { KeywordPicture } from "../kit/words/keyword-picture";

function TenFrames({ value }: { value: number }) {
  const frames = Math.ceil(value / 10);
  return (
    <svg
      viewBox={`0 0 56 ${frames * 26 - 2}`}
      className="h-auto w-[82%]"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: frames }, (_, frame) => (
        <g key={frame} transform={`translate(0 ${frame * 26})`}>
          <rect
            x="1"
            y="1"
            width="54"
            height="22"
            rx="2"
            fill="#fff"
            stroke="#0c4066"
            strokeWidth="1.5"
          />
          <path d="M12 1v22M23 1v22M34 1v22M45 1v22M1 12h54" stroke="#0c4066" strokeWidth="1" />
          {Array.from({ length: Math.min(10, value - frame * 10) }, (_, i) => (
            <circle key={i} cx={6.5 + (i % 5) * 11} cy={i < 5 ? 6.5 : 17.5} r="4" fill="#e5484d" />
          ))}
        </g>
      ))}
    </svg>
  );
}

export function CardFaceView({ face, size }: { face: CardFace; size: "small" | "large" }) {
  const big = size === "large";
  switch (face.kind) {
    case "picture":
      return <KeywordPicture name={face.picture} className="h-[78%] w-[78%]" />;
    case "letter":
      return (
        <span
          className={`text-ink leading-none font-bold ${big ? "text-5xl sm:text-6xl" : "text-3xl sm:text-4xl"}`}
        >
          {face.text}
        </span>
      );
    case "word":
      return (
        <span
          className={`text-ink px-1 text-center leading-tight font-bold ${big ? "text-2xl sm:text-3xl" : "text-base sm:text-xl"} ${face.text.length > 6 ? "break-all" : ""}`}
        >
          {face.text}
        </span>
      );
    case "number":
      return (
        <span
          className={`text-brand-900 leading-none font-bold ${big ? "text-5xl sm:text-6xl" : "text-3xl sm:text-4xl"}`}
        >
          {face.value}
        </span>
      );
    case "dots":
      return <TenFrames value={face.value} />;
  }
}
