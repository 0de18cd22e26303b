import type { Metadata } from "next";
// What a page load of /start-here?open=intake is served (next.config.ts): Start Here with the
// intake modal open in the prerendered HTML, so the form works without JavaScript while both
// pages stay static. Not a page of its own for search engines: the canonical is /start-here.
import { StartHereIntakeModalOpen } from "@/components/leads/start-here-intake-modal";
import { StartHereContent, startHereSeo } from "@/components/marketing/start-here-content";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...startHereSeo, noindex: true });
}

export default function StartHereIntakePage() {
  return <StartHereContent intake={<StartHereIntakeModalOpen />} />;
}
