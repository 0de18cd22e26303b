// The Data Deletion Policy's timings (spec section 2): acknowledgement within 48 hours,
// verification in 2-3 business days, review in 3-5 business days, deletion within 10 business
// days, about 15 business days in total; backups cleared within about 30 days. Business days are
// Monday to Friday in MT (public holidays are not known, so deadlines err on the early side).
import { addBusinessDays } from "@/lib/practice/business-time";

export type RequestDates = {
  receivedAt: Date;
  acknowledgedAt: Date | null;
  verifiedAt: Date | null;
  completedAt: Date | null;
};
export type Stage = {
  key: "acknowledge" | "verify" | "review" | "complete" | "backups";
  label: string;
  due: Date;
  doneAt: Date | null;
  overdue: boolean;
};

const HOUR_MS = 3_600_000;

export function requestDeadlines(request: RequestDates, now: Date): Stage[] {
  const acknowledgeBy = new Date(request.receivedAt.getTime() + 48 * HOUR_MS);
  const verifyBy = addBusinessDays(request.acknowledgedAt ?? acknowledgeBy, 3);
  const reviewBy = addBusinessDays(request.verifiedAt ?? verifyBy, 5);
  const completeBy = addBusinessDays(request.receivedAt, 15);
  const stages: Stage[] = [
    {
      key: "acknowledge",
      label: "Acknowledge the request (48 hours)",
      due: acknowledgeBy,
      doneAt: request.acknowledgedAt,
      overdue: false,
    },
    {
      key: "verify",
      label: "Verify the requester's identity (2-3 business days)",
      due: verifyBy,
      doneAt: request.verifiedAt,
      overdue: false,
    },
    {
      key: "review",
      label: "Review what is held (3-5 business days)",
      due: reviewBy,
      doneAt: request.completedAt,
      overdue: false,
    },
    {
      key: "complete",
      label: "Delete or send the data (about 15 business days in total)",
      due: completeBy,
      doneAt: request.completedAt,
      overdue: false,
    },
  ];
  if (request.completedAt) {
    stages.push({
      key: "backups",
      label: "Backups cleared (about 30 days after deletion)",
      due: new Date(request.completedAt.getTime() + 30 * 24 * HOUR_MS),
      doneAt: null,
      overdue: false,
    });
  }
  for (const stage of stages)
    stage.overdue = stage.key !== "backups" && !stage.doneAt && stage.due.getTime() < now.getTime();
  return stages;
}
