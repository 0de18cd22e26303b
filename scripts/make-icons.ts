// Regenerates the site's icons from the logo (lib/brand/logo.ts): public/icon.svg (the manifest's; pages carry the SVG inline, app/layout.tsx), app/favicon.ico
// (16, 32 and 48 px PNGs in one ICO) and app/apple-icon.png (180 px). Run after changing the logo:
//   npx tsx scripts/make-icons.ts
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { logoSvg } from "../lib/brand/logo";

const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "app");

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / 40) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** An ICO holding PNG images (understood by every browser since 2007). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const svg = logoSvg();
  fs.writeFileSync(path.join(appDir, "..", "public", "icon.svg"), svg + "\n");
  const sizes = [16, 32, 48];
  const images = await Promise.all(
    sizes.map(async (size) => ({ size, data: await png(svg, size) })),
  );
  fs.writeFileSync(path.join(appDir, "favicon.ico"), ico(images));
  fs.writeFileSync(path.join(appDir, "apple-icon.png"), await png(logoSvg({ padded: true }), 180));
  for (const size of [192, 512]) {
    fs.mkdirSync(path.join(appDir, "..", "public", "icons"), { recursive: true });
    fs.writeFileSync(
      path.join(appDir, "..", "public", "icons", `icon-${size}.png`),
      await png(logoSvg({ padded: true }), size),
    );
  }
  console.log("Icons written to app/ and public/icons/");
}

void main();
