"use server";
// Moving a card on the pipeline board (by drag or by its move menu).
import { adminAction } from "@/lib/admin/action";
import { moveLeadStage } from "@/lib/admin/pipeline";
import { stageMoveSchema } from "@/lib/admin/schemas";
import { conversionStageLabels } from "@/lib/admin/vocabulary";

export const moveStageAction = adminAction(
  "pipeline.move",
  stageMoveSchema,
  async ({ db, admin, input, now }) => {
    await moveLeadStage(db, admin, input, now);
    return {
      message: `Moved to ${conversionStageLabels[input.stage]}. The change is on the lead's timeline.`,
    };
  },
);
