// The practice edits its own staff page (issue 37): an admin adds a staff member with a photo and
// picks the point the crop keeps in view, into the staff profiles' draft, which parents do not
// see; the admin previews it on the real page and publishes; a parent's browser then sees the new
// person on /meet-our-staff with the photo served from our own host in a modern format. The
// person is deleted again (and that published) at the end, so other specs read the page as seeded.
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { signInAsAdmin } from "./admin-helpers";

/**
 * A JPEG with a location in its EXIF, as a phone would send it: noise, so it is well over the
 * server's usual 64 KB body cap and only the upload's own exemption lets it through.
 */
const phonePhoto = async () => {
  const [width, height] = [640, 480];
  const photo = await sharp(crypto.randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(64 * 1024);
  return photo;
};

test("an admin adds a staff member with a photo and a parent sees them on /meet-our-staff", async ({
  page,
  browser,
}) => {
  // Unique, so a run that stopped half way never meets its own leftovers.
  const name = `Casey Morgan ${crypto.randomUUID().slice(0, 4)}`;
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await parentPage.goto("/meet-our-staff");
  await expect(parentPage.getByRole("heading", { name: "Rachel Thompson, M.Ed." })).toBeVisible();
  await expect(parentPage.getByRole("heading", { name })).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto("/admin/site");
  await page.getByRole("link", { name: "Edit staff profiles" }).click();
  await expect(page.getByRole("heading", { name: "Staff profiles", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add a staff member" }).click();

  const form = page.getByRole("form", { name: "Staff profile" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Role", { exact: true }).fill("Reading Tutor");
  await form.getByLabel("Credential 1", { exact: true }).selectOption({
    label: "AOGPE Certified (Academy of Orton-Gillingham Practitioners and Educators)",
  });
  await form.getByRole("button", { name: "Add a credential" }).click();
  await form.getByLabel("Credential 2 in your words").fill("M.A., Reading Science");
  await form
    .getByLabel("Bio")
    .fill("Casey teaches reading one to one.\n\nCasey's students build fluency with games.");
  await form.getByLabel("Ask them about (optional)").fill("Fluency\nSpelling");

  try {
    // A file that only claims to be a photo is refused, with the reason.
    await form.getByLabel("choose a photo from this device").setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("this is text, not a photo"),
    });
    await expect(form.getByRole("alert")).toContainText("JPEG, PNG, WebP or HEIC");

    await form.getByLabel("choose a photo from this device").setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: await phonePhoto(),
    });
    const picker = form.getByRole("button", { name: "Focal point of the photo" });
    await expect(picker).toBeVisible();
    await expect(picker.locator("img")).toHaveJSProperty("complete", true);
    // A tap near the left third, then two nudges right with the keyboard.
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.5 } });
    await expect(form.getByText(/Focal point: 30% from the left, 50% from the top/)).toBeVisible();
    await picker.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(form.getByText(/Focal point: 40% from the left, 50% from the top/)).toBeVisible();

    // Alt text is required with a photo.
    await form.getByRole("button", { name: "Save to draft" }).click();
    await expect(form.getByRole("alert")).toContainText("describe the photo");
    await form.getByLabel("Describe the picture").fill(`${name} smiling at a desk`);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Save to draft" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "added to the draft. Preview it from the staff list" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();

    // A draft is not live; the editor's preview shows it, photo and all, on the real page.
    await parentPage.reload();
    await expect(parentPage.getByRole("heading", { name })).toHaveCount(0);
    await page.goto("/admin/site/staff");
    const draft = page.getByRole("group", { name: "Staff profiles draft" });
    await expect(draft).toContainText(`${name}: added`);
    await expectNoSeriousA11yViolations(page);
    await draft.getByRole("link", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/meet-our-staff$/);
    const previewed = page.getByRole("article", { name });
    await expect(previewed.getByRole("img", { name: `${name} smiling at a desk` })).toBeVisible();
    await page.goto("/admin/site/staff");
    await draft.getByRole("button", { name: "Publish" }).click();
    await expect(
      draft.getByRole("status").filter({ hasText: "Published: the site now shows" }),
    ).toBeVisible();

    // The parent's next request shows the new person, with the photo from our own host.
    await parentPage.reload();
    const card = parentPage.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card.getByText("AOGPE Certified (Academy of Orton-Gillingham")).toBeVisible();
    await expect(card.getByText("M.A., Reading Science")).toBeVisible();
    const photo = card.getByRole("img", { name: `${name} smiling at a desk` });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    const url = new URL(source);
    expect(url.origin).toBe(new URL(parentPage.url()).origin);
    expect(url.pathname).toMatch(/^\/images\/staff-photos\/[0-9a-f-]{36}-(160|320)\.(avif|webp)$/);
    const served = await parentPage.request.get(source);
    expect(served.ok()).toBe(true);
    expect(served.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    expect(served.headers()["cache-control"]).toContain("immutable");
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Its structured data names the person working for the practice.
    const jsonLd = await parentPage.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("\n")).toContain(`"name":"${name}"`);
  } finally {
    await page.goto("/admin/site/staff");
    const remaining = page.getByRole("button", { name: `Delete ${name}` });
    if (await remaining.count()) {
      await remaining.click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `${name}'s profile was deleted from the draft` }),
      ).toBeVisible();
      await page.reload();
    }
    const publish = page.getByRole("group", { name: "Staff profiles draft" }).getByRole("button", {
      name: "Publish",
    });
    if (await publish.count()) {
      await publish.click();
      await expect(page.getByRole("status").filter({ hasText: /Published|Nothing/ })).toBeVisible();
    }
    await parentPage.reload();
    await expect(parentPage.getByRole("heading", { name })).toHaveCount(0);
    await parent.close();
  }
});

test("the upload route keeps the usual 64 KB cap for anyone not signed in", async ({ request }) => {
  const answer = await request.post("/api/site-content/staff-photos", {
    data: Buffer.alloc(100 * 1024, 1),
    headers: { "content-type": "application/octet-stream" },
  });
  expect(answer.status()).toBe(413);
  const small = await request.post("/api/site-content/staff-photos", {
    data: Buffer.from([0xff, 0xd8, 0xff]),
    headers: { "content-type": "application/octet-stream" },
  });
  expect([401, 403]).toContain(small.status());
});
