// Who may edit the site (issue 37 point 1): a teacher is refused by the server until an admin
// allows them; then they edit site content like an admin (here a draft of the business facts,
// discarded again so no page changes), and once the admin takes the permission back, the server
// refuses them again.
import crypto from "node:crypto";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { signUpAsTeacher } from "../teacher/teacher-helpers";
import { signInAsAdmin } from "./admin-helpers";

const REFUSED = "Only admins, and teachers an admin has allowed, can edit the site.";

test("an admin lets a teacher edit the site, and the server refuses a teacher without it", async ({
  page,
  browser,
}) => {
  const name = `Jordan Ellis ${crypto.randomUUID().slice(0, 4)}`;
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signUpAsTeacher(teacher, "site-editor", name);

  /** What the server says to the teacher's upload of a photo, which only an editor may do. */
  const uploadAnswer = async () => {
    const answer = await teacher.request.post("/api/site-content/staff-photos", {
      data: Buffer.from([0xff, 0xd8, 0xff]),
      headers: {
        "content-type": "application/octet-stream",
        origin: new URL(teacher.url()).origin,
      },
    });
    return { status: answer.status(), body: await answer.text() };
  };

  try {
    // Without the permission: the editor's pages send the teacher away, and the server refuses.
    await teacher.goto("/admin/site");
    await expect(teacher).not.toHaveURL(/\/admin\/site/);
    const refused = await uploadAnswer();
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(REFUSED);

    await signInAsAdmin(page);
    await page.goto("/admin/site");
    const permission = page.getByRole("form", { name: `Site editing for ${name}` });
    await permission.getByRole("button", { name: "Allow to edit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${name} can now edit the site.` }),
    ).toBeVisible();

    // With it, the teacher edits the site: a draft of the business facts, then discarded.
    await teacher.goto("/admin/site");
    await expect(teacher.getByRole("heading", { name: "Site content", level: 1 })).toBeVisible();
    // Who may edit is the admins' decision alone.
    await expect(
      teacher.getByRole("heading", { name: "Teachers who may edit the site" }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(teacher);
    const facts = teacher.getByRole("form", { name: "Business facts" });
    await facts.getByLabel("Opening hours").fill("Mon-Thu 9am-4pm");
    await facts.getByRole("button", { name: "Save draft" }).click();
    await expect(
      facts.getByRole("status").filter({ hasText: "Draft saved (opening hours)" }),
    ).toBeVisible();
    const draft = teacher.getByRole("group", { name: "Business facts draft" });
    await expect(draft).toContainText(`saved by ${name}`);
    await draft.getByRole("button", { name: "Discard draft" }).click();
    await draft.getByRole("button", { name: "Yes, discard" }).click();
    await expect(draft.getByRole("status")).toContainText("The draft was discarded.");

    // Taken back: the server refuses the teacher again.
    await page.reload();
    await permission.getByRole("button", { name: "Take back" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${name} can no longer edit the site.` }),
    ).toBeVisible();
    const again = await uploadAnswer();
    expect(again.status).toBe(403);
    expect(again.body).toContain(REFUSED);
  } finally {
    await teacherContext.close();
  }
});
