"use server";
// The QR code for two-factor setup, drawn on the server for the signed-in staff member.
import { requireRole } from "@/lib/auth/guards";
import { totpQrSvg, totpUriSchema } from "@/lib/auth/two-factor-qr";
import { AppError } from "@/lib/http/responses";

export type QrCodeResult = { ok: true; svg: string } | { ok: false; message: string };

export async function twoFactorQrCodeAction(totpUri: unknown): Promise<QrCodeResult> {
  try {
    await requireRole(["teacher", "admin"]);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  const parsed = totpUriSchema.safeParse(totpUri);
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? "Please start the setup again.",
    };
  return { ok: true, svg: await totpQrSvg(parsed.data) };
}
