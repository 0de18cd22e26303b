import "server-only";
// Every instance's cached pages in step with the site's content. A save expires the pages of the
// instance that saved at once (updateTag in the server action); the others learn of it here:
// each instance reads the content's revision every WATCH_INTERVAL_MS (one small row) and, when it
// differs from the revision its pages were made with, expires its own cache tag. Next.js can only
// expire a tag while handling a request, so the instance asks itself, over loopback, on a route
// that answers only requests signed with the secret this process made at start
// (server/traffic/client-address.mjs), which never leaves the process. The first check after a start
// always expires: the build renders with the built-in facts and staff, never the database's. The
// same check keeps the facts emails are written with current (./facts-now.ts). The watched
// revision joins every part's (the business facts', the staff profiles', the testimonials', the
// services', the FAQs' and the hero photos'): a move of any expires every tag, which costs one
// extra page render now and then and keeps one watch.
import crypto from "node:crypto";
import { getDb } from "@/db/client";
import { log } from "@/lib/log/logger";
import { addressSigningSecret } from "@/server/traffic/client-address.mjs";
import { appLifecycle, SITE_CONTENT_REFRESH_PATH } from "@/server/lifecycle.mjs";
import { businessFactsRevision, readBusinessFacts } from "./business-facts";
import { staffProfilesRevision } from "./staff-profiles";
import { testimonialsRevision } from "./testimonials";
import { servicesRevision } from "./services";
import { faqsRevision } from "./faqs";
import { heroPhotosRevision } from "./hero-photos";
import { rememberBusinessFacts } from "./facts-now";

export const REFRESH_PATH = SITE_CONTENT_REFRESH_PATH;
export const REFRESH_PROOF_HEADER = "x-bp-site-content-proof";
export const WATCH_INTERVAL_MS = 2_000;

export function refreshProof(secret: Buffer): string {
  return crypto.createHmac("sha256", secret).update("site-content-refresh").digest("base64url");
}

export function isRefreshProof(proof: string | null, secret: Buffer): boolean {
  if (!proof) return false;
  const expected = Buffer.from(refreshProof(secret));
  const given = Buffer.from(proof);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * One check of the watch: expires the cached pages when the revision moved since the last
 * successful expiry (or was never expired in this process). A failed expiry is tried again at
 * the next check. Answers whether it expired.
 */
export function revisionWatch(deps: {
  readRevision: () => Promise<number | string>;
  expire: () => Promise<boolean>;
}): () => Promise<boolean> {
  let shown: number | string | undefined;
  return async () => {
    const revision = await deps.readRevision();
    if (revision === shown) return false;
    if (!(await deps.expire())) return false;
    shown = revision;
    return true;
  };
}

async function expireOwnPages(): Promise<boolean> {
  const origin = appLifecycle().selfOrigin;
  const secret = addressSigningSecret();
  // Before the server listens there is nothing cached to expire yet; the next check does it.
  if (!origin || !secret) return false;
  const response = await fetch(`${origin}${REFRESH_PATH}`, {
    method: "POST",
    headers: { [REFRESH_PROOF_HEADER]: refreshProof(secret) },
  });
  return response.ok;
}

let timer: NodeJS.Timeout | undefined;

export function startSiteContentWatch(intervalMs = WATCH_INTERVAL_MS): void {
  if (timer) return;
  const check = revisionWatch({
    readRevision: async () => {
      const db = await getDb();
      const revisions = await Promise.all([
        businessFactsRevision(db),
        staffProfilesRevision(db),
        testimonialsRevision(db),
        servicesRevision(db),
        faqsRevision(db),
        heroPhotosRevision(db),
      ]);
      return revisions.join(":");
    },
    expire: async () => {
      // Emails written from now on use the new facts too, whether or not the pages could be
      // expired yet.
      rememberBusinessFacts(await readBusinessFacts(await getDb()));
      const expired = await expireOwnPages();
      if (expired) log("info", "site_content_pages_expired", {});
      return expired;
    },
  });
  let running: Promise<unknown> | undefined;
  const checkOnce = () =>
    (running ??= check()
      .catch((error: unknown) => log("warn", "site_content_watch_failed", { error }))
      .finally(() => {
        running = undefined;
      }));
  // The server runs the first check as soon as it listens and holds visitors until it ended
  // (server/lifecycle.mjs), so no one meets a page made before the last save.
  appLifecycle().bringPagesInStep = checkOnce;
  timer = setInterval(() => void checkOnce(), intervalMs);
  timer.unref();
}
