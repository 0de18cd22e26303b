// The QR code an authenticator app scans to add a staff account, drawn on the server as SVG from
// the otpauth:// link better-auth made at setup. Only a TOTP link for this practice is drawn.
import { z } from "zod";
import { qrSvg } from "@/lib/qr/svg";
import { TWO_FACTOR_ISSUER } from "./two-factor";

export const totpUriSchema = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === "otpauth:" &&
        url.host === "totp" &&
        /^[A-Z2-7]+=*$/i.test(url.searchParams.get("secret") ?? "") &&
        url.searchParams.get("issuer") === TWO_FACTOR_ISSUER
      );
    } catch {
      return false;
    }
  }, "That setup link isn't one we made. Please start the setup again.");

/** An SVG document (dark modules on white, with a quiet zone) that encodes the link. */
export async function totpQrSvg(totpUri: string): Promise<string> {
  const uri = totpUriSchema.parse(totpUri);
  return qrSvg(uri);
}
