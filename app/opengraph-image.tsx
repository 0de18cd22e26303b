// The site's social card, drawn with next/og: brand colours, the path mark, the practice's name
// (from the business facts staff edit, so it is drawn again after a rename) and the key promises.
// Only the bundled default font and inline shapes, so nothing is fetched.
import { ImageResponse } from "next/og";
import { socialImage } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

// Pages name the card with its alt text themselves (lib/seo/metadata.ts), with the current name.
export const alt = "One-to-one online dyslexia tutoring";
export const size = { width: socialImage.width, height: socialImage.height };
export const contentType = socialImage.type;

const promises = ["Free 30-minute consultation", "Orton-Gillingham", "500+ families"];

export default async function OpengraphImage() {
  const { name } = await getBusinessFacts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #f0f8ff 0%, #dff0fd 55%, #b9e1fb 100%)",
        color: "#082944",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <svg width="96" height="96" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="19" fill="#ffffff" />
          <path
            d="M8 28c6-2 9-8 12-14 3 6 6 12 12 14"
            fill="none"
            stroke="#0271b8"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="20" cy="11" r="4" fill="#fbc531" />
        </svg>
        <div style={{ fontSize: 44, color: "#0c4066" }}>{name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 72, lineHeight: 1.1, maxWidth: 980 }}>
          Reading help that finally fits your child
        </div>
        <div style={{ fontSize: 34, color: "#074d7b", maxWidth: 960 }}>
          One-to-one online tutoring for children with dyslexia: reading, spelling, writing and
          math.
        </div>
      </div>
      <div style={{ display: "flex", gap: 16 }}>
        {promises.map((promise) => (
          <div
            key={promise}
            style={{
              display: "flex",
              flexShrink: 0,
              padding: "14px 28px",
              borderRadius: 999,
              background: promise.startsWith("Free") ? "#fbc531" : "#ffffff",
              fontSize: 28,
              color: "#082944",
            }}
          >
            {promise}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
