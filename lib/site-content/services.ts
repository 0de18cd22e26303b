import "server-only";
// The services and prices of /services-offered, kept in the database so staff change a price or
// add a service without a rebuild (Admin → Site → Services). Every change is made in a draft,
// previewed on the real page and published (./versions); publishing writes the list, steps the
// "services" revision the other instances watch (./freshness.ts) and expires the one tag of the
// pages that show services. Pages read them through getServices(), cached under that tag, so they
// stay prerendered. The build reads no database and renders none: every server replaces the
// build's pages on its first check, before it lets the first visitor in.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase } from "@/db/client";
import { services, siteContentRevisions } from "@/db/schema";
import { consultationHref, intakeHref } from "@/lib/content/services";
import {
  formatPrice,
  servicesSnapshotSchema,
  type ServiceBooking,
  type ServicesSnapshot,
  type ServiceUnit,
  type SnapshotService,
} from "./service-schema";
import { changedItems } from "./versions/diff";
import { contentKind, type ContentReader, type ContentTx } from "./versions/kind";
import { previewDraft } from "./versions/preview";

/** The cache tag of every page that shows services. */
export const SERVICES_TAG = "services";
export const SERVICES_PART = "services";

/** A service as a page shows it. */
export type Service = {
  id: string;
  name: string;
  /** The price as the card prints it ("$70/hour"). */
  price: string;
  /** Whole US dollars, 0 when free: for structured data. */
  priceUsd: number;
  unit: ServiceUnit;
  note: string;
  /** Rich text (./rich-text.ts). */
  description: string;
  cta: { label: string; href: string };
};

const BOOKING_HREFS: Record<ServiceBooking, string> = {
  consultation: consultationHref,
  intake: intakeHref,
};

function shown(list: SnapshotService[]): Service[] {
  return list
    .filter((s) => !s.hidden)
    .map((s) => ({
      id: s.id,
      name: s.name,
      price: formatPrice(s),
      priceUsd: s.priceUsd,
      unit: s.unit,
      note: s.note,
      description: s.description,
      cta: { label: s.ctaLabel, href: BOOKING_HREFS[s.booking] },
    }));
}

/** The whole list, hidden ones too, in order: what the editor and a version keep. */
export async function readServicesSnapshot(db: ContentReader): Promise<ServicesSnapshot> {
  const rows = await db
    .select()
    .from(services)
    .orderBy(asc(services.position), asc(services.createdAt));
  return {
    services: rows.map((row) => ({
      id: row.id,
      name: row.name,
      priceUsd: row.priceUsd,
      unit: row.unit as ServiceUnit,
      note: row.note,
      description: row.description,
      ctaLabel: row.ctaLabel,
      booking: row.booking as ServiceBooking,
      hidden: row.hidden,
    })),
  };
}

/** The services parents see, in order. */
export async function readServices(db: ContentReader): Promise<Service[]> {
  return shown((await readServicesSnapshot(db)).services);
}

export async function servicesRevision(db: ContentReader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, SERVICES_PART));
  return row?.revision ?? 0;
}

/** Makes a list live: services in its order, those it lacks removed; the revision stepped. */
async function writeServicesSnapshot(
  tx: ContentTx,
  actor: { id: string },
  snapshot: ServicesSnapshot,
): Promise<void> {
  const ids = snapshot.services.map((s) => s.id);
  const existing = await tx.select({ id: services.id }).from(services);
  const removed = existing.map((r) => r.id).filter((id) => !ids.includes(id));
  if (removed.length) await tx.delete(services).where(inArray(services.id, removed));
  for (const [index, service] of snapshot.services.entries()) {
    const values = {
      name: service.name,
      priceUsd: service.priceUsd,
      unit: service.unit,
      note: service.note,
      description: service.description,
      ctaLabel: service.ctaLabel,
      booking: service.booking,
      hidden: service.hidden,
      position: index + 1,
      updatedBy: actor.id,
    };
    await tx
      .insert(services)
      .values({ id: service.id, ...values })
      .onConflictDoUpdate({ target: services.id, set: values });
  }
  await tx
    .insert(siteContentRevisions)
    .values({ part: SERVICES_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

const FIELD_NAMES = {
  name: "name",
  priceUsd: "price",
  unit: "price unit",
  note: "note",
  description: "description",
  ctaLabel: "button",
  booking: "button's form",
  hidden: "shown or hidden",
} as const;

/** The services as one kind of site content: drafted, previewed, published, restored. */
export const servicesKind = contentKind<ServicesSnapshot>({
  key: "services",
  label: "Services and prices",
  tag: SERVICES_TAG,
  previewPath: "/services-offered",
  editorPath: "/admin/site/services",
  schema: servicesSnapshotSchema,
  readLive: readServicesSnapshot,
  writeLive: writeServicesSnapshot,
  describeChanges: (before, after) => changedItems(before.services, after.services, FIELD_NAMES),
});

const cachedServices = unstable_cache(
  async (phase: "build" | "run") => (phase === "build" ? [] : readServices(await getDb())),
  ["services"],
  { tags: [SERVICES_TAG] },
);

/** The services for a page, cached until a publish (the draft in an editor's preview). */
export async function getServices(): Promise<Service[]> {
  const draft = await previewDraft(servicesKind);
  if (draft) return shown(draft.services);
  return cachedServices(isBuildPhase() ? "build" : "run");
}
