"use server";
// A play of a shared activity: its start gets a single-use play token, and the finished play,
// carrying it, is stored only when the tutor turned results on.
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { recordPlay, startPlay } from "@/lib/activities/store";
import { clientOf } from "@/lib/http/public-write";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";

type Answer<T> = ({ ok: true } & T) | { ok: false; message: string };

/** Runs a play step for this client (a hash of its address), turning refusals into messages. */
async function asPlayer<T>(
  step: string,
  run: (client: string) => Promise<T>,
): Promise<Answer<{ value: T }>> {
  try {
    const db = await getDb();
    const client = await clientOf(db, await headers());
    return { ok: true, value: await run(client.visitor.network) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    log("error", "activity_play_failed", { step, error });
    return {
      ok: false,
      message: "We couldn't save your result just now. Your teacher can ask you to play again.",
    };
  }
}

export async function startPlayAction(
  code: unknown,
  nickname: unknown,
): Promise<Answer<{ token: string }>> {
  const answer = await asPlayer("start", async (client) =>
    startPlay(await getDb(), String(code), nickname, client, new Date()),
  );
  return answer.ok ? { ok: true, token: answer.value } : answer;
}

export async function submitPlayAction(
  code: unknown,
  result: unknown,
): Promise<{ ok: boolean; message: string }> {
  const answer = await asPlayer("result", async (client) =>
    recordPlay(await getDb(), String(code), result, client, new Date()),
  );
  return answer.ok ? { ok: true, message: "Saved! Your teacher can see how you did." } : answer;
}
