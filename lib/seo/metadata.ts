// One builder for every page's metadata, so each page gets the same canonical, Open Graph and
// Twitter treatment and only has to say what is unique about it. The practice's name comes from
// the business facts staff edit (lib/site-content), read through their cache, so a renamed
// practice shows in every title and social card without a rebuild.
import type { Metadata } from "next";
import { findGame } from "@/games/registry";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
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
 * The generated social card (app/opengraph-image.tsx reads its size from here). Listed
 * explicitly because a page that sets its own openGraph replaces the inherited one, file-based
 * image included.
 */
export const socialImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  type: "image/png",
};

export function socialImageAlt(practiceName: string): string {
  return `${practiceName}: one-to-one online dyslexia tutoring`;
}

export function fullTitle(
  seo: Pick<PageSeo, "title" | "absoluteTitle">,
  practiceName: string,
): string {
  return seo.absoluteTitle ? seo.title : `${seo.title} | ${practiceName}`;
}

/** A page's metadata with the practice's current name. */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  return metadataFor(seo, (await getBusinessFacts()).name);
}

export function metadataFor(seo: PageSeo, practiceName: string): Metadata {
  const url = absoluteUrl(seo.path);
  const socialTitle = fullTitle(seo, practiceName);
  const images = [{ ...socialImage, alt: socialImageAlt(practiceName) }];
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      locale: "en_US",
      siteName: practiceName,
      url,
      title: socialTitle,
      description: seo.description,
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description: seo.description,
      images,
    },
    ...(seo.noindex || isPlaceholderPath(seo.path)
      ? { robots: { index: false, follow: true } }
      : {}),
  };
}

/** A game page: its registry title and description, canonical on its own address (or the one it duplicates). */
export function gamePageMetadata(slug: string, canonicalSlug = slug): Promise<Metadata> {
  const game = findGame(slug);
  if (!game) throw new Error(`No game is registered as ${slug}`);
  return pageMetadata({
    title: game.title,
    description: game.description,
    path: `/student-apps/${canonicalSlug}`,
  });
}
