import "server-only";
// A student's personal link as the site's public address, and its QR code, as an activity's play
// link has (activities/playing/play-link.ts).
import { siteConfig } from "@/lib/site-config";
import { qrSvg } from "@/lib/qr/svg";
import { personalTokenSchema } from "./schemas";

export function personalLinkUrl(token: string, siteUrl = siteConfig.siteUrl): string {
  return `${siteUrl.replace(/\/$/, "")}/my/${personalTokenSchema.parse(token)}`;
}

export function personalLinkQrSvg(token: string, siteUrl = siteConfig.siteUrl): Promise<string> {
  return qrSvg(personalLinkUrl(token, siteUrl));
}
