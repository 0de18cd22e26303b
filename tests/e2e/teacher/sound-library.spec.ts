// The sound library (issue 38 point 1) with Chromium's fake microphone, which beeps: a tutor
// records a sound, plays the take back and saves it, and a child then hears it in Vowel Sounds,
// where until then there was no button for it.
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { chromiumExecutable, testLaunchArgs } from "../../../scripts/chromium-path.mjs";
import { signUpAsTeacher } from "./teacher-helpers";

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      ...testLaunchArgs,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  },
});

test("a tutor records short a, and Vowel Sounds plays the recording", async ({ page }) => {
  await signUpAsTeacher(page, "sounds", "Rosa Tutor");
  // A run against a server that kept an earlier run's recordings (a retry, E2E_BASE_URL) starts
  // from the same place as a fresh one.
  await page.goto("/teacher-portal/sounds");
  for (const what of ["the sound short a", "the keyword apple"]) {
    if ((await page.getByRole("button", { name: `Remove ${what}` }).count()) === 0) continue;
    await page.getByRole("button", { name: `Remove ${what}` }).click();
    await page.getByRole("button", { name: `Yes, remove ${what}` }).click();
    await expect(page.getByRole("button", { name: `Record ${what}` })).toBeVisible();
  }

  // Before the sound is recorded the game offers no button for it.
  const firstList = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/sounds");
  await page.goto("/student-apps/vowel-sounds");
  const before = (await (await firstList).json()) as { recordings: Record<string, string> };
  expect(before.recordings).not.toHaveProperty("sound-short-a");
  await expect(page.getByRole("button", { name: "Hear short a" })).toHaveCount(0);

  await page.goto("/teacher-portal/sounds");
  await expect(page.getByRole("heading", { level: 1, name: "Sound library" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sound library" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousA11yViolations(page);

  const slot = page.locator('[data-slot="sound-short-a"]');
  await expect(slot).toContainText("Not recorded yet");
  await page.getByRole("button", { name: "Record the sound short a" }).click();
  // The meter hears the fake microphone's beep before the take is stopped.
  await expect(slot.getByRole("status")).toHaveText("Recording: we can hear you.");
  await page.getByRole("button", { name: "Stop recording the sound short a" }).click();

  // The trimmed, levelled take plays back before it is saved.
  await page.getByRole("button", { name: "Play back the sound short a" }).click();
  await expect(slot.locator("audio[data-played]")).toHaveCount(1);
  await page.getByRole("button", { name: "Save the sound short a" }).click();
  await expect(slot.getByRole("status")).toHaveText('Saved "short a".');
  await expect(slot).toContainText("Recorded.");
  await expect(page.getByRole("button", { name: "Re-record the sound short a" })).toBeVisible();

  // Served from the database: a versioned URL cached for good, with an ETag that answers 304.
  const list = await page.request.get("/api/sounds");
  const { recordings } = (await list.json()) as { recordings: Record<string, string> };
  expect(recordings).toHaveProperty("sound-short-a");
  const url = `/api/sounds/sound-short-a?v=${recordings["sound-short-a"]}`;
  const audio = await page.request.get(url);
  expect(audio.headers()["content-type"]).toBe("audio/webm");
  expect(audio.headers()["cache-control"]).toContain("immutable");
  const body = await audio.body();
  expect(body.length).toBeGreaterThan(100);
  expect(body.length).toBeLessThanOrEqual(20 * 1024);
  const again = await page.request.get(url, {
    headers: { "if-none-match": audio.headers().etag! },
  });
  expect(again.status()).toBe(304);

  // The export holds the recording; importing it under the keyword's slot files it there.
  const exported = await page.request.get("/teacher-portal/sounds/export");
  const file = (await exported.json()) as { recordings: { id: string; audio: string }[] };
  const shortA = file.recordings.find((r) => r.id === "sound-short-a")!;
  expect(Buffer.from(shortA.audio, "base64")).toEqual(body);
  await page.getByLabel("Import a library file").setInputFiles({
    name: "sound-library.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({ ...file, recordings: [{ ...shortA, id: "keyword-apple" }] }),
    ),
  });
  await expect(page.getByText("Imported 1 recording.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Play the keyword apple" })).toBeVisible();
  // A recording can be taken out again, after a second press.
  await page.getByRole("button", { name: "Remove the keyword apple" }).click();
  await page.getByRole("button", { name: "Yes, remove the keyword apple" }).click();
  const apple = page.locator('[data-slot="keyword-apple"]');
  await expect(apple.getByRole("status")).toHaveText(
    'Removed "apple". Games show no play button for it now.',
  );
  await expect(apple).toContainText("Not recorded yet");

  // A child hears the recording in the game; long a, not recorded, still has no button.
  await page.goto("/student-apps/vowel-sounds");
  const hear = page.getByRole("button", { name: "Hear short a" });
  await expect(hear).toBeVisible();
  await expect(page.getByRole("button", { name: "Hear long a" })).toHaveCount(0);
  await expect(page.locator('[data-recording="keyword-apple"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const played = page.waitForResponse((r) => r.url().includes("/api/sounds/sound-short-a?v="));
  await hear.click();
  const response = await played;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("audio/webm");
});
