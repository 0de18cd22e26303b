// The staff photo pipeline on real images made by sharp: type by content, EXIF gone, sizes and
// formats as pages ask for them.
// tests/fixtures/phone.heic is a binary fixture: a real HEVC-coded HEIC with EXIF, made once with
// `heif-enc -q 60` (Debian libheif-examples) from a 96x64 JPEG carrying a GPS position.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  cropAround,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  croppedVariant,
  preparePhoto,
  previewVariant,
  sniffImageType,
  STORED_MAX_SIDE,
} from "./pipeline";

// Encoding real images on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** A JPEG carrying EXIF with a GPS position and a camera make, as a phone writes it. */
async function jpegWithLocation(width = 300, height = 200, orientation?: number) {
  const image = solid(width, height).jpeg();
  if (orientation) image.withMetadata({ orientation });
  return image
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 45/1 0/1" },
    })
    .toBuffer();
}

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their bytes", async () => {
    expect(sniffImageType(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid(4, 4).webp().toBuffer())).toBe("webp");
  });

  it("knows HEIC by its ftyp brand", () => {
    const box = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.alloc(12),
    ]);
    expect(sniffImageType(box)).toBe("heic");
  });

  it("refuses text, SVG and GIF whatever they are called", async () => {
    expect(
      sniffImageType(Buffer.from("this is not a photo, just text named photo.jpg")),
    ).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("preparePhoto", () => {
  it("refuses a .jpg that is really text", async () => {
    await expect(
      preparePhoto(Buffer.from("hello, I am a text file called me.jpg")),
    ).rejects.toThrow(PHOTO_TYPE_MESSAGE);
  });

  it("refuses more than 10 MB before looking at it", async () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(preparePhoto(big)).rejects.toThrow(PHOTO_TOO_LARGE_MESSAGE);
  });

  it("refuses a photo whose bytes are damaged", async () => {
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    await expect(preparePhoto(jpeg.subarray(0, 40))).rejects.toThrow(/could not be read/);
  });

  it("hands HEIC to its own decoder and refuses one it cannot read", async () => {
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.alloc(64, 7),
    ]);
    expect(sniffImageType(fakeHeic)).toBe("heic");
    await expect(preparePhoto(fakeHeic)).rejects.toThrow(/could not be read/);
  });

  it("reads a real iPhone-style HEIC (HEVC-coded) and keeps none of its EXIF", async () => {
    // tests/fixtures/phone.heic: 96x64, a red square in the top-left corner, EXIF with a camera
    // make and a GPS position; made with libheif's heif-enc (x265) from a JPEG, as a phone would.
    const heic = fs.readFileSync(path.join(__dirname, "../../../tests/fixtures/phone.heic"));
    expect(sniffImageType(heic)).toBe("heic");
    expect(heic.toString("latin1")).toContain("PhoneMaker");

    const { image, width, height } = await preparePhoto(heic);
    expect({ width, height }).toEqual({ width: 96, height: 64 });
    const after = await sharp(image).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(image.toString("latin1")).not.toContain("PhoneMaker");
    const { data } = await sharp(image)
      .extract({ left: 4, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150); // the red corner survived decoding: a real picture, not noise
    expect(data[1]).toBeLessThan(90);
  });

  it("strips EXIF, the location included", async () => {
    const upload = await jpegWithLocation();
    const before = await sharp(upload).metadata();
    expect(before.exif!.toString("latin1")).toContain("PhoneMaker");
    // The GPS IFD pointer (tag 0x8825, little-endian): the location is really in the upload.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { image } = await preparePhoto(upload);
    const after = await sharp(image).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(image.toString("latin1")).not.toContain("PhoneMaker");
    expect(after.format).toBe("webp");
  });

  it("turns a photo upright by its orientation before dropping it", async () => {
    // Orientation 6: the camera was turned; the picture is 300x200 as stored, 200x300 as seen.
    const { width, height } = await preparePhoto(await jpegWithLocation(300, 200, 6));
    expect({ width, height }).toEqual({ width: 200, height: 300 });
  });

  it("keeps at most 2048 px on the longer side and never enlarges", async () => {
    const large = await preparePhoto(await solid(4000, 1000).png().toBuffer());
    expect({ width: large.width, height: large.height }).toEqual({
      width: STORED_MAX_SIDE,
      height: 512,
    });
    const small = await preparePhoto(await solid(120, 80).webp().toBuffer());
    expect({ width: small.width, height: small.height }).toEqual({ width: 120, height: 80 });
  });
});

describe("cropAround", () => {
  it("takes the largest square centred on the focal point, inside the image", () => {
    expect(cropAround({ width: 400, height: 200 }, { x: 0.5, y: 0.5 }, 1)).toEqual({
      left: 100,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(cropAround({ width: 400, height: 200 }, { x: 0, y: 0.5 }, 1).left).toBe(0);
    expect(cropAround({ width: 400, height: 200 }, { x: 1, y: 0.5 }, 1).left).toBe(200);
    expect(cropAround({ width: 200, height: 400 }, { x: 0.5, y: 0.1 }, 1)).toEqual({
      left: 0,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(cropAround({ width: 200, height: 400 }, { x: 0.5, y: 0.75 }, 1).top).toBe(200);
  });
});

describe("variants", () => {
  it("makes square portraits in AVIF and WebP at the widths asked", async () => {
    const prepared = await preparePhoto(await solid(600, 400).jpeg().toBuffer());
    const photo = { ...prepared, focusX: 0.2, focusY: 0.5 };
    for (const [format, width] of [
      ["avif", 160],
      ["webp", 320],
    ] as const) {
      const meta = await sharp(await croppedVariant(photo, "portrait", width, format)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: format === "avif" ? "heif" : "webp",
        width,
        height: width,
      });
      if (format === "avif") expect(meta.compression).toBe("av1");
    }
    const preview = await sharp(await previewVariant(photo)).metadata();
    expect({ format: preview.format, width: preview.width, height: preview.height }).toEqual({
      format: "webp",
      width: 600,
      height: 400,
    });
  });

  it("makes wide heroes at 3:2, keeping the focal point in view and never enlarging", async () => {
    // A square photo with a red band across its top sixth, blue below.
    const square = await solid(1800, 1800)
      .composite([
        {
          input: await sharp({
            create: { width: 1800, height: 300, channels: 3, background: { r: 220, g: 0, b: 0 } },
          })
            .png()
            .toBuffer(),
          top: 0,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const prepared = await preparePhoto(square);
    const topLeftRed = async (focusY: number) => {
      const hero = await croppedVariant({ ...prepared, focusX: 0.5, focusY }, "hero", 960, "webp");
      const meta = await sharp(hero).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 960, height: 640 });
      const { data } = await sharp(hero).raw().toBuffer({ resolveWithObject: true });
      return data[0]! > 150 && data[2]! < 100;
    };
    expect(await topLeftRed(0.05)).toBe(true);
    expect(await topLeftRed(0.95)).toBe(false);
    const small = await preparePhoto(await solid(600, 400).jpeg().toBuffer());
    const meta = await sharp(
      await croppedVariant({ ...small, focusX: 0.5, focusY: 0.5 }, "hero", 1440, "avif"),
    ).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 600, height: 400 });
  });
});
