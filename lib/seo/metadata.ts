// One builder for every page's metadata, so each page gets the same canonical, Open Graph and
// Twitter treatment and only has to say what is unique about it.
import type { Metadata } from "next";
import { findGame } from "@/games/registry";
import { siteConfig } from "@/lib/site-config";
import { isPlaceholderPath } from "./routes";
import { absoluteUrl } from "./urls";

export type PageSeo = {
  /** Short page title; the root layout's template appends "| {site name}". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/dyslexia". Becomes the canonical URL on siteConfig.siteUrl. */
  path: string;
  /** Use the title as-is (the home page), without the site-name template. */
  absoluteTitle?: boolean;
  /** Keep the page out of search results (thank-you pages, ad landing pages); placeholders always are. */
  noindex?: boolean;
};

/**
 * The generated social card (app/opengraph-image.tsx reads its size and alt text from here).
 * Listed explicitly because a page that sets its own openGraph replaces the inherited one,
 * file-based image included.
 */
export const socialImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: one-to-one online dyslexia tutoring`,
  type: "image/png",
};

export function fullTitle(seo: Pick<PageSeo, "title" | "absoluteTitle">): string {
  return seo.absoluteTitle ? seo.title : `${seo.title} | ${siteConfig.name}`;
}

export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.path);
  const socialTitle = fullTitle(seo);
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      locale: "en_US",
      siteName: siteConfig.name,
      url,
      title: socialTitle,
      description: seo.description,
      images: [socialImage],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description: seo.description,
      images: [socialImage],
    },
    ...(seo.noindex || isPlaceholderPath(seo.path)
      ? { robots: { index: false, follow: true } }
      : {}),
  };
}

/** A game page: its registry title and description, canonical on its own address (or the one it duplicates). */
export function gamePageMetadata(slug: string, canonicalSlug = slug): Metadata {
  const game = findGame(slug);
  if (!game) throw new Error(`No game is registered as ${slug}`);
  return pageMetadata({
    title: game.title,
    description: game.description,
    path: `/student-apps/${canonicalSlug}`,
  });
}
