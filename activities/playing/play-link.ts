import "server-only";
// An activity's play link as the site's public address, and its QR code for a tutor to show on
// screen or print: a phone or tablet camera opens the activity without typing the link.
import { siteConfig } from "@/lib/site-config";
import { qrSvg } from "@/lib/qr/svg";
import { shareCodeSchema } from "../schemas";

export function playLinkUrl(shareCode: string, siteUrl = siteConfig.siteUrl): string {
  return `${siteUrl.replace(/\/$/, "")}/play/${shareCodeSchema.parse(shareCode)}`;
}

export async function playLinkQrSvg(
  shareCode: string,
  siteUrl = siteConfig.siteUrl,
): Promise<string> {
  return qrSvg(playLinkUrl(shareCode, siteUrl));
}
