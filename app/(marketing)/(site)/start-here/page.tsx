import type { Metadata } from "next";
import { StartHereIntakeOnDemand } from "@/components/leads/start-here-intake-on-demand";
import { StartHereContent, startHereSeo } from "@/components/marketing/start-here-content";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...startHereSeo });
}

export default function StartHerePage() {
  return <StartHereContent intake={<StartHereIntakeOnDemand />} />;
}
