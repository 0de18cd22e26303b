import { GoneForChild } from "@/activities/playing/gone-for-child";
import { assignmentMessages } from "./schemas";

/** A personal link that doesn't exist or was replaced (a 404): words for a child. */
export function PersonalLinkGone() {
  return <GoneForChild title="We can't find this page" reason={assignmentMessages.linkGone} />;
}
