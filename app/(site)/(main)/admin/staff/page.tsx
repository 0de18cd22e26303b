import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/pagination";
import { StaffTable } from "@/components/admin/staff-table";
import { TemporaryPasswordForm } from "@/components/admin/temporary-password-form";
import { cardClass, inputClass, labelClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { listUsers, USERS_PAGE_SIZE } from "@/lib/crm/staff";
import { twoFactorStatus } from "@/lib/crm/two-factor-policy";
import {
  changeRoleAction,
  createStaffAction,
  resetPasswordAction,
  setDisabledAction,
  twoFactorPolicyAction,
} from "./actions";

export const metadata: Metadata = { title: "Staff" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffPage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/staff");
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, 100) : "";
  const pageParam = typeof params.page === "string" ? params.page : "1";
  const error =
    /^\d{1,5}$/.test(pageParam) && Number(pageParam) >= 1
      ? null
      : "The page number must be a whole number from 1.";
  const page = error ? 1 : Number(pageParam);
  const db = await getDb();
  const [{ rows, total }, policy] = await Promise.all([
    listUsers(db, { q: q || undefined, page }),
    twoFactorStatus(db, admin.id),
  ]);
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Staff and accounts"
        description="Create teacher and admin accounts, change roles, and disable accounts. The last active admin cannot be demoted or disabled."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="create-heading" className={cardClass}>
          <h2 id="create-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Add a staff member
          </h2>
          <TemporaryPasswordForm
            action={createStaffAction}
            submitLabel="Create account"
            pendingLabel="Creating..."
            label="Add a staff member"
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="staff-name" className={labelClass}>
                  Name
                </label>
                <input
                  id="staff-name"
                  name="name"
                  required
                  maxLength={100}
                  autoComplete="off"
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="staff-email" className={labelClass}>
                  Email
                </label>
                <input
                  id="staff-email"
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="off"
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="staff-role" className={labelClass}>
                  Role
                </label>
                <select id="staff-role" name="role" defaultValue="teacher" className={inputClass}>
                  <option value="teacher">Teacher</option>
                  <option value="admin">Admin</option>
                </select>
              </div>
            </div>
          </TemporaryPasswordForm>
        </section>
        <section aria-labelledby="policy-heading" className={cardClass}>
          <h2 id="policy-heading" className="text-brand-900 text-lg font-semibold">
            Two-factor sign-in for admins
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-700">
            {policy.required
              ? "Required: admins without two-factor sign-in are sent to set it up before they can use the admin area."
              : "Optional: admins and teachers can turn it on under Account security."}
          </p>
          <ActionForm
            action={twoFactorPolicyAction}
            submitLabel={policy.required ? "Make it optional" : "Require it for admins"}
            pendingLabel="Saving..."
            submitClassName={buttonClasses("secondary", "", "compact")}
            label="Two-factor requirement"
          >
            <input type="hidden" name="required" value={policy.required ? "false" : "true"} />
          </ActionForm>
        </section>
      </div>
      <form
        method="get"
        action="/admin/staff"
        role="search"
        aria-label="Find accounts"
        className="mt-8 mb-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="staff-q" className={labelClass}>
            Find by name or email
          </label>
          <input
            id="staff-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClasses("secondary", "", "compact")}>
          Search
        </button>
      </form>
      {error ? (
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      <StaffTable
        rows={rows}
        actions={{ role: changeRoleAction, disable: setDisabledAction, reset: resetPasswordAction }}
        selfId={admin.id}
      />
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) =>
          `/admin/staff?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`
        }
        label="Account pages"
      />
    </>
  );
}
