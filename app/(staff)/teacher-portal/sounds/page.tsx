import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { recordingVersions } from "@/lib/sounds/store";
import { SoundLibrary } from "@/components/sounds/sound-library";

export const metadata: Metadata = { title: "Sound library", robots: { index: false } };

// In the teacher portal, not the admin area: tutors are the voices children hear in sessions, and
// teachers cannot open /admin.
export default async function SoundLibraryPage() {
  await requirePageRole(["teacher", "admin"], "/teacher-portal/sounds");
  const versions = await recordingVersions(await getDb());
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-brand-900 text-3xl font-bold">Sound library</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Record each sound the way you teach it, and its keyword, in your own voice. Games play
          these recordings wherever a child taps to hear a sound; until a sound is recorded, they
          show no play button for it rather than a computer voice getting it wrong. Each take is
          trimmed of the silence around it and brought to the same loudness as the others.
        </p>
      </div>
      <SoundLibrary initial={versions} />
    </div>
  );
}
