// QR codes drawn on the server as SVG (dark modules on white, with the quiet zone scanners need):
// the 2FA setup link and an activity's play link share this one drawing.
import QRCode from "qrcode";

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
}
