import { StartHereIntakeOnDemand } from "@/components/leads/start-here-intake-on-demand";
import { StartHereContent, startHereSeo } from "@/components/marketing/start-here-content";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...startHereSeo });

export default function StartHerePage() {
  return <StartHereContent intake={<StartHereIntakeOnDemand />} />;
}
