import { playLinkQrSvg, playLinkUrl } from "./play-link";

it("makes the play link from the site's address and draws it as an SVG QR code", async () => {
  expect(playLinkUrl("AbCdEf123_-x", "https://reading.example/")).toBe(
    "https://reading.example/play/AbCdEf123_-x",
  );
  const svg = await playLinkQrSvg("AbCdEf123_-x", "https://reading.example");
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
});

it("draws nothing for a share code we could not have made", async () => {
  expect(() => playLinkUrl("../admin")).toThrow();
  await expect(playLinkQrSvg("x".repeat(13))).rejects.toThrow();
});
