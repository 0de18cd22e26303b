import "server-only";
// Whether a reset link can still be used, so its page can say so before anyone types a password.
// better-auth keeps the token (hashed) in its verification table and spends it on use.
import { getAuth } from "../server";

export async function resetLinkIsLive(token: string, now: Date): Promise<boolean> {
  if (!/^[\w-]{10,100}$/.test(token)) return false;
  const context = await (await getAuth()).$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && found.expiresAt > now);
}
