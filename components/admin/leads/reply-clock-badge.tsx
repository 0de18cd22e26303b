// The first-reply clock as a badge: its colour repeats what its words say, never alone.
import type { ClockTone, ReplyClock } from "@/lib/crm/leads/first-reply";
import { Badge, type BadgeTone } from "../badge";

const toneOf: Record<ClockTone, BadgeTone> = { on_time: "green", reply_soon: "amber", late: "red" };

export function ReplyClockBadge({ clock }: { clock: ReplyClock }) {
  return (
    <Badge tone={toneOf[clock.tone]}>
      Waiting {clock.waited}: {clock.status}
    </Badge>
  );
}
