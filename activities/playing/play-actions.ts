"use server";
// A play of a shared activity: its start gets a single-use play token, and the finished play,
// carrying it, is stored only when the tutor turned results on. Anyone with the link may play, so
// these stand on the public chain with one step: the player's client key (a hash of its network,
// never the raw address), which the store's per-client limits use.
import { headers } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { publicChain } from "@/lib/actions/chain";
import { recordPlay, startPlay } from "@/activities/library/store";
import { clientOf } from "@/lib/http/public-write";

/** A child reads this, so it says what happens next, not what went wrong. */
const PLAY_FAILURE =
  "We couldn't save your result just now. Your teacher can ask you to play again.";

const player = publicChain.use(async () => {
  const db = await getDb();
  const client = await clientOf(db, await headers());
  return { db, client: client.visitor.network };
});

const playCode = z.string().max(64);

const start = player.action(
  "activity.play_start",
  z.object({ code: playCode, nickname: z.unknown() }),
  ({ db, client, input, now }) => startPlay(db, input.code, input.nickname, client, now),
  { invalid: PLAY_FAILURE, failure: PLAY_FAILURE },
);

const finish = player.command(
  "activity.play_result",
  z.object({ code: playCode, result: z.unknown() }),
  async ({ db, client, input, now }) => {
    await recordPlay(db, input.code, input.result, client, now);
    return { message: "Saved! Your teacher can see how you did." };
  },
  { invalid: PLAY_FAILURE, failure: PLAY_FAILURE, refresh: false },
);

/** The play's single-use token (`data`), or why its result cannot be saved. */
export async function startPlayAction(code: string, nickname: unknown) {
  return start({ code, nickname });
}

/** Stores the finished play (the nickname and play token travel inside `result`). */
export async function submitPlayAction(code: string, result: unknown) {
  return finish({ code, result });
}
