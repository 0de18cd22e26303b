import { expect, test } from "../helpers/test";
import { signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test("a tutor adds a student with a picture code, year group and reading preferences, renames and deletes them, by keyboard where it counts", async ({
  page,
}) => {
  const email = uniqueEmail("students-teacher");
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name: "Ms Students" });
  await testSupport(page, "set-role", { email, role: "teacher" });

  await page.goto("/teacher-portal");
  // The tabs follow the WAI-ARIA pattern: arrow keys move between them.
  await page.getByRole("tab", { name: "Create Games" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "My Students" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel", { name: "My Students" });
  await expect(panel.getByText("No students yet.", { exact: false })).toBeVisible();
  await expect(
    panel.getByText(
      "We keep only a first name or nickname: no surname, email, birthday or school.",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const add = panel.getByRole("form", { name: "Add a student" });
  await add.getByLabel("First name or nickname").fill("sam@example.com");
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(add.getByRole("alert")).toHaveText(
    "Please use letters only: a first name or a nickname, no surname or email.",
  );
  await expect(add.getByLabel("First name or nickname")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  await add.getByLabel("First name or nickname").fill("Sam");
  await add.getByLabel("Colour").selectOption("Blue");
  await add.getByLabel("Animal").selectOption("Fox");
  await expect(add.getByText("Shows as")).toContainText("Blue fox");
  await add.getByLabel("Year group").selectOption("Grade 2");
  await add.getByText("Reading preferences", { exact: false }).click();
  await add.getByText("OpenDyslexic", { exact: true }).click();
  await add.getByText("Cream", { exact: true }).click();
  await expect(add.getByRole("radio", { name: "Cream" })).toBeChecked();
  await expect(add.getByText("(Font: OpenDyslexic · Background: Cream)")).toBeVisible();
  await add.getByRole("button", { name: "Add student" }).click();
  await expect(panel.getByRole("status").first()).toHaveText("Sam is on your list.");
  // The form is ready for the next child.
  await expect(add.getByLabel("First name or nickname")).toHaveValue("");
  await expect(add.getByLabel("First name or nickname")).toBeFocused();

  const sam = panel
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Sam" }) });
  await expect(sam).toContainText("Picture code: Blue fox");
  await expect(sam).toContainText("Grade 2");
  await expect(sam).toContainText("Font: OpenDyslexic · Background: Cream");

  await sam.getByRole("button", { name: "Edit Sam" }).click();
  const edit = panel.getByRole("form", { name: "Edit Sam" });
  await expect(edit.getByLabel("Colour")).toHaveValue("blue");
  await edit.getByLabel("First name or nickname").fill("Samira");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(panel.getByRole("status").first()).toHaveText("Saved Samira's details.");
  const samira = panel
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Samira" }) });
  await expect(samira).toContainText("Picture code: Blue fox");
  await expect(panel.getByRole("heading", { name: "Sam", exact: true })).toHaveCount(0);

  // Saved on the server: still there after a reload.
  await page.reload();
  await page.getByRole("tab", { name: "My Students" }).click();
  await expect(samira).toContainText("Grade 2");

  // Deleting asks first, naming the child; keeping them changes nothing.
  await samira.getByRole("button", { name: "Delete Samira" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Samira?" });
  await expect(confirm).toContainText("everything stored for them");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Keep Samira" }).click();
  await expect(confirm).toBeHidden();
  await expect(samira).toBeVisible();

  await samira.getByRole("button", { name: "Delete Samira" }).click();
  await confirm.getByRole("button", { name: "Delete Samira" }).click();
  await expect(panel.getByRole("status").first()).toHaveText(
    "Samira and everything stored for them were deleted.",
  );
  await expect(samira).toHaveCount(0);
  await expect(panel.getByText("No students yet.", { exact: false })).toBeVisible();
});

test("an unknown play link answers 404 with a page for the child, without the site's header or cookie question", async ({
  page,
}) => {
  for (const code of ["AAAAAAAAAAAA", "not-a-code!"]) {
    const response = await page.request.get(`/play/${encodeURIComponent(code)}`);
    expect(response.status()).toBe(404);
  }
  const response = await page.goto("/play/AAAAAAAAAAAA");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "We can't find this activity" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "This activity link doesn't work any more. Please ask your teacher for a new one.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Play a free game" })).toHaveAttribute(
    "href",
    "/student-apps",
  );
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
