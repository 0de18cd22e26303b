import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { z } from "zod";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/pagination";
import { StaffTable } from "@/components/admin/accounts/staff-table";
import { cardClass, inputClass, labelClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import {
  SEARCH_EXPIRED_MESSAGE,
  SEARCH_ID_PATTERN,
  SEARCH_NOT_IN_ADDRESS_MESSAGE,
} from "@/lib/crm/leads/inbox-query";
import { readInboxSearch } from "@/lib/crm/leads/inbox-search";
import { searchStaffAction } from "@/lib/crm/staff/staff-search-actions";
import { pageNumber, readPageQuery } from "@/lib/http/page-query";
import { listUsers, USERS_PAGE_SIZE } from "@/lib/crm/staff/staff";
import { sessionsByPerson } from "@/lib/auth/sign-ins/sessions";
import { twoFactorStatus } from "@/lib/crm/staff/two-factor-policy";
import {
  changeRoleAction,
  endStaffSessionAction,
  endStaffSessionsAction,
  inviteStaffAction,
  pauseActivitiesAction,
  resendInvitationAction,
  sendResetLinkAction,
  setDisabledAction,
  twoFactorPolicyAction,
  withdrawInvitationAction,
} from "./actions";

const staffActions = {
  role: changeRoleAction,
  disable: setDisabledAction,
  resetLink: sendResetLinkAction,
  resend: resendInvitationAction,
  withdraw: withdrawInvitationAction,
  pauseActivities: pauseActivitiesAction,
  endSession: endStaffSessionAction,
  endSessions: endStaffSessionsAction,
};

export const metadata: Metadata = { title: "Staff" };

const staffQuery = z.object({
  search: z.string().regex(SEARCH_ID_PATTERN, SEARCH_EXPIRED_MESSAGE).optional(),
  /** Older links carried the search itself; it is refused, never read. */
  q: z.string().optional(),
  page: pageNumber(),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffPage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/staff");
  const db = await getDb();
  const now = new Date();
  const { value, error: queryError } = readPageQuery(staffQuery, await searchParams);
  const q = value.search ? await readInboxSearch(db, admin.id, value.search, now) : null;
  const error =
    queryError ??
    (value.q !== undefined
      ? SEARCH_NOT_IN_ADDRESS_MESSAGE
      : value.search && q === null
        ? SEARCH_EXPIRED_MESSAGE
        : null);
  const page = value.page;

  const [{ rows, total }, policy] = await Promise.all([
    listUsers(db, { q: q || undefined, page }, now),
    twoFactorStatus(db, admin.id),
  ]);
  const sessions = await sessionsByPerson(
    db,
    rows.filter((row) => row.sessions > 0).map((row) => row.id),
    now,
    admin.sessionId,
  );
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Staff and accounts"
        description="Invite teachers and admins by email, change roles, see and end sessions, and deactivate the accounts of people who leave (their notes and activities keep their name). The last active admin cannot be demoted or deactivated."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="create-heading" className={cardClass}>
          <h2 id="create-heading" className="text-brand-900 text-lg font-semibold">
            Invite a staff member
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-700">
            They get an email with a link to choose their own password. The link works once, for 72
            hours; you can resend or withdraw it from the list below.
          </p>
          <ActionForm
            action={inviteStaffAction}
            submitLabel="Send invitation"
            pendingLabel="Sending..."
            label="Invite a staff member"
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
          </ActionForm>
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
        action={searchStaffAction}
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
            defaultValue={q ?? ""}
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
      <StaffTable rows={rows} actions={staffActions} selfId={admin.id} sessions={sessions} />
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) =>
          `/admin/staff?${new URLSearchParams({ ...(value.search && q !== null ? { search: value.search } : {}), page: String(p) })}`
        }
        label="Account pages"
      />
    </>
  );
}
