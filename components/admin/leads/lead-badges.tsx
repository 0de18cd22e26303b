// Small labels for a lead's kind, status, priority and review flag.
import {
  labelOf,
  leadKindLabels,
  leadStatusLabels,
  priorityLabels,
  type LeadKind,
} from "@/lib/practice/vocabulary";
import { Badge, type BadgeTone } from "../badge";

const kindTones: Record<LeadKind, BadgeTone> = {
  intake: "brand",
  assessment: "brand",
  consultation: "green",
  request: "amber",
  contact: "neutral",
};

export function KindBadge({ kind }: { kind: LeadKind }) {
  return <Badge tone={kindTones[kind]}>{leadKindLabels[kind]}</Badge>;
}

export function StatusBadge({ status }: { status: string }) {
  const tone: BadgeTone =
    status === "new"
      ? "amber"
      : status === "closed" || status === "unqualified"
        ? "neutral"
        : "brand";
  return <Badge tone={tone}>{labelOf(leadStatusLabels, status)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge tone={priority === "high" ? "red" : priority === "low" ? "neutral" : "brand"}>
      {labelOf(priorityLabels, priority)}
    </Badge>
  );
}

export function ReviewBadge() {
  return <Badge tone="red">Needs review</Badge>;
}
