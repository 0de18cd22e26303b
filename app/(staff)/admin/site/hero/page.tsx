import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { cardClass } from "@/components/admin/ui";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { HeroPhotoForm } from "@/components/admin/site/hero-photo-form";
import { ButtonLink } from "@/components/ui/button";
import { HERO_PAGE_PATHS, HERO_PAGES } from "@/lib/site-content/hero-photo-schema";
import { saveHeroDraftAction } from "@/lib/site-content/hero-actions";
import { heroPhotosKind } from "@/lib/site-content/hero-photos";
import { readHeroEditor } from "@/lib/site-content/hero-editor";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { readDraft } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Hero photos" };

const TITLES = { home: "Home page", "free-consultation": "Free consultation page" } as const;

export default async function HeroPhotosPage() {
  await requireSiteEditorPage("/admin/site/hero");
  const db = await getDb();
  // Straight from the database, never the cache: each form shows the draft, else what is live.
  const [live, draft, editor] = await Promise.all([
    heroPhotosKind.readLive(db),
    readDraft(db, heroPhotosKind),
    readHeroEditor(db),
  ]);
  return (
    <>
      <PageHeader
        title="Hero photos"
        description="A photo beside the heading of the home page and of the free consultation page. Without one, the page shows its drawing of an online lesson. Save a draft, preview it on the real page, then publish."
        actions={
          <ButtonLink href="/admin/site" variant="secondary" size="compact">
            Back to site content
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <KindDraftPanel kind={heroPhotosKind} live={live} draft={draft} />
        {HERO_PAGES.map((page) => (
          <section key={page} aria-labelledby={`hero-${page}-heading`} className={cardClass}>
            <h2 id={`hero-${page}-heading`} className="text-brand-900 mb-1 text-lg font-semibold">
              {TITLES[page]}
            </h2>
            <p className="mb-3 text-slate-700">
              Shown at the top of{" "}
              <a href={HERO_PAGE_PATHS[page]} className="underline underline-offset-2">
                {HERO_PAGE_PATHS[page]}
              </a>
              , cropped to a wide 3:2 picture.
            </p>
            <HeroPhotoForm
              page={page}
              title={TITLES[page]}
              initial={editor[page]}
              action={saveHeroDraftAction}
            />
          </section>
        ))}
      </div>
    </>
  );
}
