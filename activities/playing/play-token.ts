import "server-only";
// A play token: what makes a result the result of a real play. The player asks for one when a
// child starts (the play page itself may be cached by the browser, and "Play again" is a new play
// on the same page), signed for that link and that nickname, so a result can neither be invented
// without starting a play nor carry another child's name. It is spent, in the same transaction,
// by the one result it carries (spent_bot_tokens, as bot-check tokens are).
import crypto from "node:crypto";
import { deriveKey, hmac, safeEqual } from "@/lib/security/app-secret";

/** Long enough for any round and a slow finish; a result after this starts a new play. */
export const PLAY_TOKEN_MS = 3 * 60 * 60 * 1000;

/**
 * Whose play it is: a nickname on a shared link, or (`assignee`) a student's part of an assignment
 * opened from their personal link, so its result can only be stored against that assignment.
 */
type PlayOf = { code: string; nickname: string; assignee?: string };

const signed = (secret: string, play: PlayOf, issuedAt: string, nonce: string) =>
  hmac(
    deriveKey(secret, "activity-play"),
    `${play.code}|${play.nickname.toLowerCase()}|${issuedAt}|${nonce}` +
      (play.assignee ? `|assignee:${play.assignee}` : ""),
  );

export function issuePlayToken(secret: string, play: PlayOf, now: Date): string {
  const issuedAt = String(now.getTime());
  const nonce = crypto.randomBytes(12).toString("base64url");
  return `${issuedAt}.${nonce}.${signed(secret, play, issuedAt, nonce)}`;
}

/** When the token stops being accepted, or null when it is not a live token for this play. */
export function playTokenExpiry(
  secret: string,
  token: string,
  play: PlayOf,
  now: Date,
): Date | null {
  const [issuedAt = "", nonce = "", mac = "", ...rest] = token.split(".");
  if (rest.length || !/^\d{1,15}$/.test(issuedAt) || !nonce || !mac) return null;
  if (!safeEqual(mac, signed(secret, play, issuedAt, nonce))) return null;
  const issued = Number(issuedAt);
  if (issued > now.getTime() + 60_000 || now.getTime() - issued > PLAY_TOKEN_MS) return null;
  return new Date(issued + PLAY_TOKEN_MS);
}
