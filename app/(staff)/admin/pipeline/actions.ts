"use server";
// Moving a card on the pipeline board (by drag or by its move menu).
import { adminChain } from "@/lib/actions/roles";
import { moveLeadStage } from "@/lib/crm/leads/pipeline";
import { stageMoveSchema } from "@/lib/crm/schemas";
import { conversionStageLabels } from "@/lib/practice/vocabulary";

export const moveStageAction = adminChain.form(
  "pipeline.move",
  stageMoveSchema,
  async ({ db, admin, input, now }) => {
    await moveLeadStage(db, admin, input, now);
    return {
      message: `Moved to ${conversionStageLabels[input.stage]}. The change is on the lead's timeline.`,
    };
  },
);
