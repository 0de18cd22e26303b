// Words shown to parents in the booking modal, the thank-you page and the emails alike.
import { siteConfig } from "@/lib/site-config";

export const whatToExpect = [
  "A relaxed 30-minute call with one of our reading specialists. It is free, with no obligation.",
  "Tell us what you are noticing with reading, spelling or writing. School reports or past testing help, but are not needed.",
  "We explain how structured, multisensory (Orton-Gillingham) tutoring works and whether it fits your child.",
  "You leave with clear next steps, such as an assessment or a first-session plan.",
];

/** What a parent who asked to be called is promised: the modal, the thank-you page and the email. */
export function callBackPromise(phone: string): string {
  return `We will call you at ${phone} ${siteConfig.replyTime} to find a time that suits you.`;
}
