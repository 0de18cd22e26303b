import { test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { mainRoutes, studentAppRoutes } from "../helpers/routes";

test.describe("no serious or critical axe violations", () => {
  for (const route of [...mainRoutes, ...studentAppRoutes]) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
