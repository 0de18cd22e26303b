// Every account with its state (invited, active, deactivated) and role, and what an admin can do
// about each: resend or withdraw an invitation, change the role, send a reset link, see and end
// sessions, deactivate or reactivate, pause a departed tutor's shared activities.
import { buttonClasses } from "@/components/ui/button";
import type { SessionView } from "@/lib/auth/sign-ins/sessions";
import type { AccountState, UserRow } from "@/lib/crm/staff/staff";
import { roleLabels, staffRoles } from "@/lib/practice/vocabulary";
import { formatDateTime } from "@/lib/practice/business-time";
import { ActionForm, type AdminFormAction } from "../action-form";
import { Badge, type BadgeTone } from "../badge";
import { SessionList } from "./session-list";
import { inputClass } from "../ui";

export type StaffActions = {
  role: AdminFormAction;
  disable: AdminFormAction;
  resetLink: AdminFormAction;
  resend: AdminFormAction;
  withdraw: AdminFormAction;
  pauseActivities: AdminFormAction;
  endSession: AdminFormAction;
  endSessions: AdminFormAction;
};

const stateBadges: Record<AccountState, [BadgeTone, string]> = {
  invited: ["amber", "Invited"],
  invitation_expired: ["red", "Invitation expired"],
  active: ["green", "Active"],
  deactivated: ["neutral", "Deactivated"],
};

const compact = buttonClasses("secondary", "", "compact");

function StateCell({ row }: { row: UserRow }) {
  const [tone, label] = stateBadges[row.state];
  return (
    <td className="space-y-1 space-x-1 px-3 py-2">
      <Badge tone={tone}>{label}</Badge>
      {row.mustChangePassword ? <Badge tone="amber">Must change password</Badge> : null}
      {row.twoFactorEnabled ? <Badge tone="brand">Two-factor on</Badge> : null}
      {row.invitationExpiresAt ? (
        <div className="text-xs text-slate-600">
          Link {row.state === "invited" ? "works until" : "ran out"}{" "}
          {formatDateTime(row.invitationExpiresAt)}
        </div>
      ) : null}
    </td>
  );
}

function TargetForm({
  action,
  row,
  submitLabel,
  label,
}: {
  action: AdminFormAction;
  row: UserRow;
  submitLabel: string;
  label: string;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel={submitLabel}
      pendingLabel="Working..."
      submitClassName={compact}
      className="space-y-1"
      label={label}
    >
      <input type="hidden" name="userId" value={row.id} />
    </ActionForm>
  );
}

function AccessCell({
  row,
  actions,
  selfId,
  sessions,
}: {
  row: UserRow;
  actions: StaffActions;
  selfId: string;
  sessions: SessionView[];
}) {
  const who = row.name || row.email;
  if (row.state === "invited" || row.state === "invitation_expired")
    return (
      <td className="space-y-2 px-3 py-2">
        <TargetForm
          action={actions.resend}
          row={row}
          submitLabel="Resend invitation"
          label={`Resend the invitation of ${row.email}`}
        />
        <TargetForm
          action={actions.withdraw}
          row={row}
          submitLabel="Withdraw invitation"
          label={`Withdraw the invitation of ${row.email}`}
        />
      </td>
    );
  return (
    <td className="space-y-2 px-3 py-2">
      {row.id === selfId ? null : (
        <ActionForm
          action={actions.disable}
          submitLabel={row.disabled ? "Reactivate account" : "Deactivate account"}
          pendingLabel="Saving..."
          submitClassName={compact}
          className="space-y-1"
          label={`${row.disabled ? "Reactivate" : "Deactivate"} ${row.email}`}
        >
          <input type="hidden" name="userId" value={row.id} />
          <input type="hidden" name="disabled" value={row.disabled ? "false" : "true"} />
        </ActionForm>
      )}
      {row.disabled && row.liveActivities > 0 ? (
        <TargetForm
          action={actions.pauseActivities}
          row={row}
          submitLabel={`Pause their ${row.liveActivities} shared ${row.liveActivities === 1 ? "activity" : "activities"}`}
          label={`Pause the shared activities of ${row.email}`}
        />
      ) : null}
      {!row.disabled && row.id !== selfId ? (
        <TargetForm
          action={actions.resetLink}
          row={row}
          submitLabel="Email a reset link"
          label={`Email ${row.email} a link to choose a new password`}
        />
      ) : null}
      {row.disabled ? null : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Sessions ({sessions.length})</summary>
          <div className="mt-2 space-y-2">
            <SessionList
              sessions={sessions}
              endAction={actions.endSession}
              userId={row.id}
              whose={who}
            />
            {sessions.some((s) => !s.current) ? (
              <TargetForm
                action={actions.endSessions}
                row={row}
                submitLabel={row.id === selfId ? "End my other sessions" : "End all sessions"}
                label={`End the sessions of ${row.email}`}
              />
            ) : null}
          </div>
        </details>
      )}
    </td>
  );
}

export function StaffTable({
  rows,
  actions,
  selfId,
  sessions,
}: {
  rows: UserRow[];
  actions: StaffActions;
  selfId: string;
  sessions: Map<string, SessionView[]>;
}) {
  return (
    <div className="border-brand-100 overflow-x-auto rounded-2xl border bg-white shadow-sm">
      <table className="w-full min-w-[900px] text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Person
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              State
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Access
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <div className="font-semibold">
                  {row.name}
                  {row.id === selfId ? " (you)" : ""}
                </div>
                <div className="text-slate-700">{row.email}</div>
                <div className="text-xs text-slate-600">
                  {row.state === "invited" || row.state === "invitation_expired"
                    ? "Invited"
                    : "Joined"}{" "}
                  {formatDateTime(row.createdAt)}
                </div>
              </td>
              <StateCell row={row} />
              <td className="px-3 py-2">
                <ActionForm
                  action={actions.role}
                  submitLabel="Change role"
                  pendingLabel="Saving..."
                  submitClassName={compact}
                  className="flex flex-wrap items-center gap-2"
                  label={`Role of ${row.email}`}
                >
                  <input type="hidden" name="userId" value={row.id} />
                  <select
                    name="role"
                    defaultValue={row.role}
                    aria-label={`Role of ${row.email}`}
                    className={`${inputClass} w-36`}
                  >
                    {staffRoles.map((r) => (
                      <option key={r} value={r}>
                        {roleLabels[r]}
                      </option>
                    ))}
                  </select>
                </ActionForm>
              </td>
              <AccessCell
                row={row}
                actions={actions}
                selfId={selfId}
                sessions={sessions.get(row.id) ?? []}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
