import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { lexend, lexendExtra, openDyslexic } from "./fonts/fonts";
import { lexendFallbackFaces } from "./fonts/fallback-faces";
import { consentBootstrapScript } from "@/lib/consent/consent";
import { readingPreferencesBootstrapScript } from "@/lib/reading-preferences";
import svgToMiniDataUri from "mini-svg-data-uri";
import { brandColors, logoSvg } from "@/lib/brand/logo";
import { siteConfig } from "@/lib/site-config";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getBusinessFacts();
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: {
      default: `${name} | Online Dyslexia Tutoring`,
      template: `%s | ${name}`,
    },
    description:
      "One-to-one online structured literacy tutoring for children with dyslexia, with a free 30-minute consultation and free learning games.",
    applicationName: name,
    // The SVG favicon travels inside the page: fetched as a file, it was one more request while the
    // page was still painting. /icon.svg stays a file for the web app manifest.
    // Naming any icon here replaces the ones Next.js would link from app/, so the touch icon is named
    // too; app/favicon.ico is linked either way.
    icons: {
      icon: [{ url: svgToMiniDataUri(logoSvg()), type: "image/svg+xml", sizes: "any" }],
      apple: [{ url: "/apple-icon.png", sizes: "180x180", type: "image/png" }],
    },
  };
}

export const viewport: Viewport = {
  themeColor: brandColors.primary,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      data-scroll-behavior="smooth"
      className={`${lexend.variable} ${lexendExtra.variable} ${openDyslexic.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* Both must run before first paint and before any tag: consent defaults and reading preferences. */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript }} />
        <script dangerouslySetInnerHTML={{ __html: readingPreferencesBootstrapScript }} />
        <style dangerouslySetInnerHTML={{ __html: lexendFallbackFaces }} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <a
          href="#main-content"
          className="text-brand-800 sr-only z-[100] rounded-md bg-white px-4 py-3 font-semibold shadow focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
