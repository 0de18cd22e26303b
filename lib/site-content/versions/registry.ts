import "server-only";
// Every kind of site content that is drafted, published and kept in the history. A new kind
// (testimonials, services, FAQs) describes itself with contentKind() beside its store and is
// added to this list; drafts, preview, publish, history and restore then work for it unchanged.
import { AppError } from "@/lib/http/responses";
import { businessFactsKind } from "../business-facts";
import { faqsKind } from "../faqs";
import { servicesKind } from "../services";
import { heroPhotosKind } from "../hero-photos";
import { testimonialsKind } from "../testimonials";
import { staffProfilesKind } from "../staff-profiles";
import { anyKind, type ContentKind } from "./kind";

export const CONTENT_KINDS: readonly ContentKind<unknown>[] = [
  anyKind(businessFactsKind),
  anyKind(staffProfilesKind),
  anyKind(servicesKind),
  anyKind(faqsKind),
  anyKind(heroPhotosKind),
  anyKind(testimonialsKind),
];

export const UNKNOWN_KIND_MESSAGE = "That kind of site content does not exist.";

/** The kind with this key, or a refusal a person understands. */
export function findContentKind(
  key: string,
  kinds: readonly ContentKind<unknown>[] = CONTENT_KINDS,
): ContentKind<unknown> {
  const kind = kinds.find((k) => k.key === key);
  if (!kind) throw new AppError(400, UNKNOWN_KIND_MESSAGE);
  return kind;
}
