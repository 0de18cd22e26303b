"use client";
// The consultation modals, loaded when ?open=consultation is first asked for.
import dynamic from "next/dynamic";
import { OpenOnDemand } from "@/components/ui/open-on-demand";

const StartHereConsultationModal = dynamic(
  () => import("./start-here-consultation-modal").then((m) => m.StartHereConsultationModal),
  { ssr: false },
);
const GetStartedConsultationModal = dynamic(
  () => import("./get-started-consultation-modal").then((m) => m.GetStartedConsultationModal),
  { ssr: false },
);

export function StartHereConsultationOnDemand() {
  return (
    <OpenOnDemand name="consultation">
      <StartHereConsultationModal />
    </OpenOnDemand>
  );
}

export function GetStartedConsultationOnDemand({
  source,
}: {
  source: "get_started" | "landing_page";
}) {
  return (
    <OpenOnDemand name="consultation">
      <GetStartedConsultationModal source={source} />
    </OpenOnDemand>
  );
}
