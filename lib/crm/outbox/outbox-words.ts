// The outbox in words staff read: what an email is and who it is for ("Consultation confirmed,
// to the family"), and its delivery in one phrase beside its one status label, never the label
// twice ("Sent Sent").
import { formatDateTime } from "@/lib/practice/business-time";

const audiences: [suffix: string, words: string][] = [
  ["_parent", "to the family"],
  ["_staff", "to staff"],
];
const kindWords: Record<string, string> = {
  lead_reply: "Reply from the lead page, to the family",
  staff_morning_digest: "Morning digest, to staff",
  consultation_rebook_invite: "Invitation to rebook, to the family",
};

/** "consultation_confirmed_staff" → "Consultation confirmed, to staff". */
export function emailKindLabel(kind: string): string {
  const known = kindWords[kind];
  if (known) return known;
  const audience = audiences.find(([suffix]) => kind.endsWith(suffix));
  const what = (audience ? kind.slice(0, -audience[0].length) : kind).replace(/_/g, " ").trim();
  const sentence = what.charAt(0).toUpperCase() + what.slice(1);
  return audience ? `${sentence}, ${audience[1]}` : sentence;
}

type Delivery = {
  status: string;
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

/** What follows the status label: when it went, or how the tries stand. */
export function deliveryWords(email: Delivery, sending: boolean): string {
  if (email.status === "sent") return email.sentAt ? `on ${formatDateTime(email.sentAt)}` : "";
  const tries =
    email.attempts === 0
      ? "not tried yet"
      : `${email.attempts} ${email.attempts === 1 ? "try" : "tries"} so far`;
  if (email.status === "pending" && sending)
    return `${tries} · next try ${formatDateTime(email.nextAttemptAt)}`;
  return tries;
}
