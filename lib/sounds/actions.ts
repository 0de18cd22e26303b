"use server";
// The sound library's changes. staffChain checks the signed-in teacher or admin and the request's
// origin; the schema checks the slot and the audio itself (format from its bytes, at most 20 KB).
import { staffChain } from "@/lib/actions/roles";
import { recordingSlot } from "@/games/kit/audio/recordings";
import { removeRecording, saveRecording } from "./store";
import { removeRecordingSchema, saveRecordingSchema } from "./schemas";

const said = (id: string) => recordingSlot(id)?.says ?? id;

export const saveRecordingAction = staffChain.action(
  "sounds.save",
  saveRecordingSchema,
  async ({ db, staff, input, now }) => {
    const { version } = await saveRecording(db, staff, input, now);
    return { id: input.id, version, message: `Saved "${said(input.id)}".` };
  },
  { invalid: "That recording could not be saved. Please record it again." },
);

export const removeRecordingAction = staffChain.action(
  "sounds.remove",
  removeRecordingSchema,
  async ({ db, staff, input }) => {
    await removeRecording(db, staff, input.id);
    return {
      id: input.id,
      message: `Removed "${said(input.id)}". Games show no play button for it now.`,
    };
  },
);
