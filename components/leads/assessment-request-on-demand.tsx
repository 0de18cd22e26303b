"use client";
// The assessment request modal, loaded when ?open=intake is first asked for.
import dynamic from "next/dynamic";
import { OpenOnDemand } from "@/components/ui/open-on-demand";

const AssessmentRequestModal = dynamic(
  () => import("./assessment-request-modal").then((m) => m.AssessmentRequestModal),
  { ssr: false },
);

export function AssessmentRequestOnDemand() {
  return (
    <OpenOnDemand name="intake">
      <AssessmentRequestModal />
    </OpenOnDemand>
  );
}
