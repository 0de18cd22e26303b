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

/**
 * Plays a started Whack-a-Mole round on Playwright's paused clock, a quarter second at a time:
 * every target that comes up is whacked, and the first word `mistake` accepts is whacked once by
 * mistake. Stops once that mistake is made and `hits` targets are whacked (or after `steps`);
 * answers the hits and the mistaken word. The round is left running for the spec to end.
 */
export async function whackWithOneMistake(
  child: Page,
  {
    targets,
    mistake,
    hits: enough = 2,
    steps = 400,
  }: {
    targets: readonly string[];
    mistake: (word: string) => boolean;
    hits?: number;
    steps?: number;
  },
): Promise<{ hits: number; oops: string | null }> {
  let oops: string | null = null;
  let hits = 0;
  for (let step = 0; step < steps && (oops === null || hits < enough); step++) {
    await child.clock.runFor(250);
    const up = await child
      .locator("[data-testid=hole][data-word]")
      .evaluateAll((holes) => holes.map((hole) => hole.getAttribute("data-word") ?? ""));
    for (const word of up) {
      const mole = child.locator(`[data-testid=hole][data-word="${word}"]`).first();
      if (targets.includes(word)) {
        await mole.tap();
        hits++;
        await expect(child.getByTestId("score")).toContainText(`Whacked: ${hits}`);
      } else if (oops === null && mistake(word)) {
        await mole.tap();
        oops = word;
        await expect(child.getByTestId("feedback")).toContainText(
          `Oops! “${word}” is not one of them.`,
        );
      }
    }
  }
  return { hits, oops };
}
