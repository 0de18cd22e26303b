/** @jest-environment jsdom */
// Admin → Site content is offered to admins and to the teachers an admin allowed to edit the
// site, and to no other teacher (the page and its actions check again on the server).
import { render, screen } from "@testing-library/react";
import { StaffNav } from "./staff-nav";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/site" }));

const siteContent = () => screen.queryByRole("link", { name: "Site content" });

it("offers Site content to admins", () => {
  render(<StaffNav role="admin" />);
  expect(siteContent()).toHaveAttribute("aria-current", "page");
});

it("offers it to a teacher an admin allowed, beside their own sections only", () => {
  render(<StaffNav role="teacher" siteEditor />);
  expect(siteContent()).toHaveAttribute("href", "/admin/site");
  expect(screen.queryByRole("link", { name: "Leads" })).toBeNull();
});

it("does not offer it to other teachers", () => {
  render(<StaffNav role="teacher" />);
  expect(siteContent()).toBeNull();
  expect(screen.getByRole("link", { name: "Teacher portal" })).toBeVisible();
});
