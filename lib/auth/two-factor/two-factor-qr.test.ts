import { totpQrSvg, totpUriSchema } from "./two-factor-qr";

const uri =
  "otpauth://totp/Bright%20Path%20Reading:teacher%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Bright%20Path%20Reading&algorithm=SHA1&digits=6&period=30";

it("draws the setup link as an SVG QR code", async () => {
  const svg = await totpQrSvg(uri);
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
  // Dark modules are drawn as one path; the size grows with the data (version 5 or more here).
  expect(Number(/viewBox="0 0 (\d+)/.exec(svg)![1])).toBeGreaterThanOrEqual(37 + 8);
  expect(svg).toContain('stroke="#0f172a"');
});

it("draws nothing but a TOTP link for this practice", async () => {
  for (const bad of [
    "https://evil.example",
    "otpauth://hotp/x?secret=JBSWY3DP&issuer=Bright%20Path%20Reading",
    "otpauth://totp/x?secret=not!base32&issuer=Bright%20Path%20Reading",
    "otpauth://totp/x?secret=JBSWY3DP&issuer=Other",
    `${uri}&pad=${"a".repeat(600)}`,
  ]) {
    expect(totpUriSchema.safeParse(bad).success).toBe(false);
    await expect(totpQrSvg(bad)).rejects.toThrow();
  }
});
