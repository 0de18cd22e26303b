// The business facts as this process last read them, for what is written synchronously at run
// time (emails, calendar invitations): pages read them through the cache instead
// (./business-facts.ts). Until the first read after start, and in a build, they are the built-in
// settings, which are also what the migration seeded. The revision watch (./freshness.ts) and a
// save keep them current; the value lives on globalThis because the server's bundles load this
// module separately.
import { siteConfig } from "@/lib/site-config";
import { phoneHref } from "@/lib/validation/phone";
import type { EditableBusinessFacts } from "./business-facts-schema";

export type BusinessFacts = EditableBusinessFacts & {
  /** The phone as a tel: link. */
  phoneHref: string;
  /** The hours with the business time zone's label ("Mon-Fri 8am-5pm MT"). */
  hoursShown: string;
  revision: number;
};

export function businessFactsOf(facts: EditableBusinessFacts, revision: number): BusinessFacts {
  return {
    ...facts,
    phoneHref: phoneHref(facts.phone),
    hoursShown: `${facts.hours} ${siteConfig.timeZoneLabel}`,
    revision,
  };
}

/** What the build renders with: the built-in settings, which the migration seeded. */
export function builtInFacts(): BusinessFacts {
  return businessFactsOf(
    {
      name: siteConfig.name,
      phone: siteConfig.phone,
      email: siteConfig.supportEmail,
      hours: siteConfig.hours.replace(` ${siteConfig.timeZoneLabel}`, ""),
      address: "",
      state: siteConfig.state,
      replyTime: siteConfig.replyTime,
      utahFitsAllUrl: siteConfig.utahFitsAllUrl,
    },
    0,
  );
}

const KEY = Symbol.for("bright-path.business-facts");
const holder = globalThis as unknown as Record<symbol, BusinessFacts | undefined>;

/** The facts for an email or invitation written now. */
export function businessFactsNow(): BusinessFacts {
  return holder[KEY] ?? builtInFacts();
}

/**
 * Keeps what was just read, unless something newer is already kept (a slow read must not undo a
 * save's). What this process read back after its own save is kept whatever its revision: the
 * database is the truth then, even when it went back (a restored backup starts from revision 0).
 */
export function rememberBusinessFacts(facts: BusinessFacts, { saved = false } = {}): void {
  const kept = holder[KEY];
  if (saved || !kept || facts.revision >= kept.revision) holder[KEY] = facts;
}
