// A hero photo for the home page (issue 37 point 4): an admin uploads a wide photo, picks its
// focal point, describes it, saves a draft (parents still see the illustration) and publishes;
// a parent's browser then sees the photo on / at once, served from our own host as AVIF or WebP
// and fetched first, while /free-consultation keeps its illustration. The photo is removed again
// at the end, so other specs read the page as seeded.
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { signInAsAdmin } from "./admin-helpers";

const ILLUSTRATION = "A tutor on a laptop screen helping a child build the word ship";

/** A wide phone photo (noise, so it is well over the server's usual 64 KB body cap). */
const widePhoto = () => {
  const [width, height] = [1200, 800];
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
};

test("an admin publishes a hero photo and a parent sees it on the home page", async ({
  page,
  browser,
}) => {
  const alt = `A tutor and a child reading together ${crypto.randomUUID().slice(0, 4)}`;
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await parentPage.goto("/");
  await expect(parentPage.getByRole("img", { name: ILLUSTRATION })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/site");
  await page.getByRole("link", { name: "Edit hero photos" }).click();
  await expect(page.getByRole("heading", { name: "Hero photos", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole("form", { name: "Home page hero photo" });
  const draft = page.getByRole("group", { name: "Hero photos draft" });

  try {
    await form.getByLabel("choose a photo from this device").setInputFiles({
      name: "lesson.jpg",
      mimeType: "image/jpeg",
      buffer: await widePhoto(),
    });
    const picker = form.getByRole("button", { name: "Focal point of the photo" });
    await expect(picker.locator("img")).toHaveJSProperty("complete", true);
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.4, y: box.height * 0.5 } });
    await expect(form.getByText(/Focal point: 40% from the left, 50% from the top/)).toBeVisible();

    // A description is required with a photo.
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByRole("alert")).toContainText("describe the photo");
    await form.getByLabel("Describe the picture").fill(alt);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(
      form.getByRole("status").filter({ hasText: "Draft saved for the home page" }),
    ).toBeVisible();
    await expect(draft).toContainText("Unpublished draft");

    // A draft is not live: the parent still sees the illustration.
    await parentPage.reload();
    await expect(parentPage.getByRole("img", { name: ILLUSTRATION })).toBeVisible();

    await draft.getByRole("button", { name: "Publish" }).click();
    await expect(
      draft.getByRole("status").filter({ hasText: "Published: the site now shows" }),
    ).toBeVisible();

    // The parent's next request shows the photo, from our own host, fetched first.
    await parentPage.reload();
    const photo = parentPage.getByRole("img", { name: alt });
    await expect(photo).toBeVisible();
    await expect(parentPage.getByRole("img", { name: ILLUSTRATION })).toHaveCount(0);
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photo).toHaveAttribute("width", "960");
    await expect(photo).toHaveAttribute("height", "640");
    await expect(photo).toHaveJSProperty("complete", true);
    const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    const url = new URL(source);
    expect(url.origin).toBe(new URL(parentPage.url()).origin);
    expect(url.pathname).toMatch(
      /^\/images\/staff-photos\/[0-9a-f-]{36}-hero-(480|720|960|1440)\.(avif|webp)$/,
    );
    const served = await parentPage.request.get(source);
    expect(served.ok()).toBe(true);
    expect(served.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    expect(served.headers()["cache-control"]).toContain("immutable");
    await expectNoSeriousA11yViolations(parentPage);

    // The ad landing page has no hero photo of its own: it keeps its illustration.
    await parentPage.goto("/free-consultation");
    await expect(parentPage.getByRole("img", { name: ILLUSTRATION })).toBeVisible();
  } finally {
    await page.goto("/admin/site/hero");
    const remove = form.getByRole("button", { name: "Remove photo" });
    if (await remove.count()) {
      await remove.click();
      await form.getByRole("button", { name: "Save draft" }).click();
      await expect(form.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    }
    if (await draft.getByRole("button", { name: "Publish" }).count()) {
      await draft.getByRole("button", { name: "Publish" }).click();
      await expect(
        draft.getByRole("status").filter({ hasText: /Published|Nothing/ }),
      ).toBeVisible();
    }
    await parentPage.goto("/");
    await expect(parentPage.getByRole("img", { name: ILLUSTRATION })).toBeVisible();
    await parent.close();
  }
});
