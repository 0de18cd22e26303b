import type { MetadataRoute } from "next";
import { brandColors } from "@/lib/brand/logo";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

/** The web app manifest: what a phone shows when a parent adds the site to the home screen. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { name } = await getBusinessFacts();
  return {
    name,
    short_name: name,
    description: "One-to-one online dyslexia tutoring and free learning games for children.",
    start_url: "/",
    display: "standalone",
    background_color: brandColors.background,
    theme_color: brandColors.primary,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
