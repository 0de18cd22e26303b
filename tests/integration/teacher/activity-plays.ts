// A play as the player makes it: its start gets a play token, and the result carries it.
import type { AppDatabase } from "@/db/client";
import { recordPlay, startPlay } from "@/activities/library/store";

export async function recordStartedPlay(
  db: AppDatabase,
  code: string,
  play: { nickname: string } & Record<string, unknown>,
  client: string,
  now: Date,
): Promise<void> {
  const playToken = await startPlay(db, code, play.nickname, client, now);
  await recordPlay(db, code, { ...play, playToken }, client, now);
}
