// Every account with its role and state, and the changes an admin can make to it.
import { buttonClasses } from "@/components/ui/button";
import type { UserRow } from "@/lib/crm/staff";
import { roleLabels, staffRoles } from "@/lib/crm/vocabulary";
import { formatDateTime } from "@/lib/crm/business-time";
import { ActionForm, type AdminFormAction } from "./action-form";
import { Badge } from "./badge";
import { TemporaryPasswordForm } from "./temporary-password-form";
import { inputClass } from "./ui";

type Actions = { role: AdminFormAction; disable: AdminFormAction; reset: AdminFormAction };

export function StaffTable({
  rows,
  actions,
  selfId,
}: {
  rows: UserRow[];
  actions: Actions;
  selfId: string;
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
                <div className="text-xs text-slate-600">Joined {formatDateTime(row.createdAt)}</div>
              </td>
              <td className="space-y-1 space-x-1 px-3 py-2">
                {row.disabled ? (
                  <Badge tone="red">Disabled</Badge>
                ) : (
                  <Badge tone="green">Active</Badge>
                )}
                {row.mustChangePassword ? <Badge tone="amber">Must change password</Badge> : null}
                {row.twoFactorEnabled ? <Badge tone="brand">Two-factor on</Badge> : null}
              </td>
              <td className="px-3 py-2">
                <ActionForm
                  action={actions.role}
                  submitLabel="Change role"
                  pendingLabel="Saving..."
                  submitClassName={buttonClasses("secondary", "", "compact")}
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
              <td className="space-y-2 px-3 py-2">
                <ActionForm
                  action={actions.disable}
                  submitLabel={row.disabled ? "Enable account" : "Disable account"}
                  pendingLabel="Saving..."
                  submitClassName={buttonClasses("secondary", "", "compact")}
                  className="space-y-1"
                  label={`${row.disabled ? "Enable" : "Disable"} ${row.email}`}
                >
                  <input type="hidden" name="userId" value={row.id} />
                  <input type="hidden" name="disabled" value={row.disabled ? "false" : "true"} />
                </ActionForm>
                {row.role !== "member" && row.id !== selfId ? (
                  <TemporaryPasswordForm
                    action={actions.reset}
                    submitLabel="Reset password"
                    pendingLabel="Resetting..."
                    label={`Reset the password of ${row.email}`}
                    submitClassName={buttonClasses("secondary", "", "compact")}
                  >
                    <input type="hidden" name="userId" value={row.id} />
                  </TemporaryPasswordForm>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
