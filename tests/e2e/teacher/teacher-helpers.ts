// What every teacher-activity spec starts with: a new tutor account, and the editor of one template.
import { expect, type Page } from "@playwright/test";
import { signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";

/** Signs up a new account with the teacher role, signed in on `page`; answers its email. */
export async function signUpAsTeacher(page: Page, prefix: string, name: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name });
  await testSupport(page, "set-role", { email, role: "teacher" });
  return email;
}

/** Opens a new activity of `template` ("Anagram", "Whack A Mole"...) from Create Games. */
export async function openNewActivity(page: Page, template: string): Promise<void> {
  await page.goto("/teacher-portal");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: template }) })
    .getByRole("link", { name: "Create Game" })
    .click();
  await expect(page).toHaveURL(/\/teacher-portal\/activities\/new/);
}

/**
 * Adds a student by first name on My Students and makes their personal link; answers the link.
 * Leaves `page` on the teacher portal's My Students tab.
 */
export async function addStudentWithLink(page: Page, name: string): Promise<string> {
  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "My Students" }).click();
  const students = page.getByRole("tabpanel", { name: "My Students" });
  const add = students.getByRole("form", { name: "Add a student" });
  await add.getByLabel("First name or nickname").fill(name);
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(students.getByRole("status").first()).toHaveText(`${name} is on your list.`);
  await students.getByRole("button", { name: `Make a personal link for ${name}` }).click();
  const linkBox = students.getByLabel(`${name}'s personal link (no sign-in needed)`);
  await expect(linkBox).toHaveValue(/\/my\/[A-Za-z0-9_-]{24}$/);
  return linkBox.inputValue();
}
