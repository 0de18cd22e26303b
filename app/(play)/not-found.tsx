import { activityMessages } from "@/activities/library/store";
import { GoneForChild } from "@/activities/playing/gone-for-child";

/**
 * A play link that doesn't exist, or no longer does (deleted or withdrawn), answered with a 404.
 * Words for a child, on the child pages' plain layout: no site header, menus or cookie question.
 */
export default function PlayNotFound() {
  return (
    <main id="main-content" className="flex-1">
      <GoneForChild title="We can't find this activity" reason={activityMessages.playGone} />
    </main>
  );
}
