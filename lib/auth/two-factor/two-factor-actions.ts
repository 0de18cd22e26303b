"use server";
// The QR code for two-factor setup, drawn on the server for the signed-in staff member.
import type { ActionResult } from "@/lib/actions/chain";
import { staffChain } from "@/lib/actions/roles";
import { totpQrSvg, totpUriSchema } from "@/lib/auth/two-factor/two-factor-qr";

const drawQrCode = staffChain.action(
  "two_factor.qr_code",
  totpUriSchema,
  ({ input }) => totpQrSvg(input),
  { invalid: "Please start the setup again." },
);

/** The QR code's SVG, or why it could not be drawn. */
export async function twoFactorQrCodeAction(totpUri: string): Promise<ActionResult<string>> {
  return drawQrCode(totpUri);
}
