"use server";
// A finished play of a shared activity: stored only when the tutor turned results on.
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { recordPlay } from "@/lib/activities/store";
import { clientAddress } from "@/lib/http/client-ip";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";

export async function submitPlayAction(
  code: unknown,
  result: unknown,
): Promise<{ ok: boolean; message: string }> {
  try {
    await recordPlay(
      await getDb(),
      String(code),
      result,
      clientAddress(await headers()),
      new Date(),
    );
    return { ok: true, message: "Saved! Your teacher can see how you did." };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    log("error", "activity_play_failed", { error });
    return {
      ok: false,
      message: "We couldn't save your result just now. Your teacher can ask you to play again.",
    };
  }
}
