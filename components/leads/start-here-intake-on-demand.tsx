"use client";
// The Start Here intake modal on /start-here, loaded when ?open=intake is first asked for, so the
// prerendered page's first load carries no form or validation code. A page load of
// /start-here?open=intake is served /start-here/intake instead (next.config.ts), whose prerendered
// HTML has the modal open, so the form also works without JavaScript.
import dynamic from "next/dynamic";
import { OpenOnDemand } from "@/components/ui/open-on-demand";

const StartHereIntakeModal = dynamic(
  () => import("./start-here-intake-modal").then((m) => m.StartHereIntakeModal),
  { ssr: false },
);

export function StartHereIntakeOnDemand() {
  return (
    <OpenOnDemand name="intake">
      <StartHereIntakeModal />
    </OpenOnDemand>
  );
}
