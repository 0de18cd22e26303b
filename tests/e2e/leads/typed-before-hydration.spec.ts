// Issue 36, point 7: what a parent types, picks or ticks into a server-rendered form before the
// page's JavaScript runs is still there once it has, and is what the form sends. The scripts are
// held back by the test (helpers/before-hydration.ts), not waited for.
import { expect, test } from "../helpers/test";
import { openBeforeHydration } from "../helpers/before-hydration";
import { chooseCookies } from "../helpers/pages";
import { signOutByApi, signUpByApi } from "../helpers/auth";
import { mainRoutes } from "../helpers/routes";
import { ownRateLimitBucket, uniqueEmail } from "./leads-helpers";

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownRateLimitBucket(context, baseURL);
  await chooseCookies(page, "denied");
});

const posted = (path: string) => (request: { url(): string; method(): string }) =>
  request.method() === "POST" && new URL(request.url()).pathname === path;

test("contact: the name, email, subject and message typed before hydration are kept and sent", async ({
  page,
}) => {
  const email = uniqueEmail("early-contact");
  const scripts = await openBeforeHydration(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  const name = form.getByRole("textbox", { name: "Name" });
  const message = form.getByRole("textbox", { name: "Message" });
  await name.pressSequentially("Pat O'Neil");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form
    .getByRole("combobox", { name: "Subject" })
    .selectOption({ label: "Educational Support" });
  await message.fill("Can we meet after school on Tuesdays?");

  await scripts.hydrate();
  await expect(name).toHaveValue("Pat O'Neil");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(form.getByRole("combobox", { name: "Subject" })).toHaveValue("educational");
  await expect(message).toHaveValue("Can we meet after school on Tuesdays?");
  // Send opens only once the form's own state holds a valid message: the typing was adopted.
  const send = form.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled();
  const request = page.waitForRequest(posted("/api/contact"));
  await send.click();
  expect((await request).postDataJSON()).toMatchObject({
    name: "Pat O'Neil",
    email,
    subject: "educational",
    message: "Can we meet after school on Tuesdays?",
  });
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
});

test("Start Here intake: answers typed, picked and ticked before hydration are kept and sent", async ({
  page,
}) => {
  const email = uniqueEmail("early-intake");
  const scripts = await openBeforeHydration(page, "/start-here/intake");
  const form = page.getByRole("form", { name: "Student Intake Form" });
  await form.getByRole("textbox", { name: "Parent/Guardian Name" }).pressSequentially("Jordan");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("(801) 555-0199");
  await form.getByRole("radio", { name: "Text" }).check();
  await form.getByRole("textbox", { name: "Student's Age" }).fill("9");
  await form.getByRole("checkbox", { name: "Home-schooled" }).check();
  await form.getByRole("checkbox", { name: "Spelling" }).check();
  await form.getByRole("radio", { name: "Yes" }).check();
  await form
    .getByRole("textbox", { name: "Tell us about the previous tutoring" })
    .fill("A year of phonics at school.");
  await form.getByRole("textbox", { name: "Goals for tutoring" }).fill("Reading for fun.");

  await scripts.hydrate();
  // With JavaScript the form moves into the dialog; its state carries what was typed there.
  const dialog = page.getByRole("dialog", { name: "Student Intake Form" });
  await expect(dialog.getByRole("textbox", { name: "Parent/Guardian Name" })).toHaveValue("Jordan");
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(dialog.getByRole("radio", { name: "Text" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Home-schooled" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Spelling" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(dialog.getByRole("textbox", { name: "Goals for tutoring" })).toHaveValue(
    "Reading for fun.",
  );
  const submit = dialog.getByRole("button", { name: "Submit Intake Form" });
  await expect(submit).toBeEnabled();
  const request = page.waitForRequest(posted("/api/intake"));
  await submit.click();
  expect((await request).postDataJSON()).toMatchObject({
    parentName: "Jordan",
    email,
    phone: "(801) 555-0199",
    contactMethod: "text",
    studentAge: "9",
    homeSchooled: true,
    struggles: ["spelling"],
    previousTutor: "yes",
    previousTutorDetails: "A year of phonics at school.",
    goals: "Reading for fun.",
  });
  await expect(page).toHaveURL(/\/thank-you\/intake$/);
});

test("the only fields in the marketing pages' server HTML are the forms tested here", async ({
  request,
}) => {
  // The consultation, Get Started and assessment forms open in modals the client renders (loaded
  // on demand), so nothing can be typed into them before hydration. A form that starts coming
  // with the server's HTML needs a test above.
  const pages = [...mainRoutes, "/free-consultation", "/start-here/intake"];
  const withFields: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const fields = html.match(/<(input|select|textarea)\b[^>]*>/g) ?? [];
    if (fields.some((field) => !field.includes('type="hidden"'))) withFields.push(path);
  }
  expect(withFields.sort()).toEqual(["/contact", "/login", "/start-here/intake"]);
});

test("sign-in: the email and password typed before hydration are the ones sent", async ({
  page,
}) => {
  const account = { email: uniqueEmail("early-login"), password: "a long reading passphrase" };
  await page.goto("/");
  await signUpByApi(page, { ...account, name: "Robin Early" });
  await signOutByApi(page);

  const scripts = await openBeforeHydration(page, "/login");
  const form = page.getByRole("main");
  await form.getByLabel("Email").pressSequentially(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);

  await scripts.hydrate();
  await expect(form.getByLabel("Email")).toHaveValue(account.email);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue(account.password);
  const request = page.waitForRequest(posted("/api/auth/sign-in/email"));
  await form.getByRole("button", { name: "Sign In" }).click();
  expect((await request).postDataJSON()).toMatchObject(account);
  await expect(page).toHaveURL(/\/$/);
});
