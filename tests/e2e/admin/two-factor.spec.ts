import { createHmac } from "node:crypto";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  signInThroughModal,
  signOutByApi,
  signUpByApi,
  testSupport,
  uniqueEmail,
} from "../helpers/auth";

const password = "a long enough staff passphrase";

/** RFC 6238 code for a base32 secret, as an authenticator app shows it now. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

test("a teacher turns on two-factor sign-in, then signs in with a recovery code", async ({
  page,
}) => {
  const email = uniqueEmail("two-factor");
  await page.goto("/");
  await signUpByApi(page, { email, password, name: "Two Factor Teacher" });
  await testSupport(page, "set-role", { email, role: "teacher" });

  await page.goto("/account/security");
  // The staff area asks no cookie question (it runs no analytics or ads).
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await page.getByLabel("Your password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  // A QR code drawn on the server, beside the key and link.
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await expect(page.getByTestId("setup-key")).toBeVisible();
  // The set-up step itself (the whole page is checked at rest by staff-accounts.spec.ts): with the
  // step scrolled into view, fields above it sit under the sticky header, which axe's target-size
  // rule counts as covered.
  await expectNoSeriousA11yViolations(page, { include: "#two-factor" });
  const uri = await page
    .getByRole("link", { name: "open it in your authenticator app" })
    .getAttribute("href");
  const secret = new URL(uri!).searchParams.get("secret")!;
  const recoveryCode = (await page
    .getByTestId("recovery-codes")
    .locator("li")
    .first()
    .textContent())!.trim();
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on", { exact: false }).first()).toBeVisible();

  // Signing in now asks for a second step; a recovery code gets the teacher in.
  await signOutByApi(page);
  await page.goto("/");
  await signInThroughModal(page, { email, password });
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await page.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/teacher-portal");
  await expect(page.getByText(email)).toBeVisible();
});
