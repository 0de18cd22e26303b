// An account's live sessions (device, address, signed in, last seen) with a button to end each,
// for the person themselves (Account security) and for admins (Staff). The session in use is
// marked and has no button: signing out ends it.
import { buttonClasses } from "@/components/ui/button";
import { formatDateTime } from "@/lib/practice/business-time";
import type { SessionView } from "@/lib/auth/sign-ins/sessions";
import { ActionForm, type AdminFormAction } from "../action-form";

export function SessionList({
  sessions,
  endAction,
  userId,
  whose,
}: {
  sessions: SessionView[];
  endAction: AdminFormAction;
  /** Sent with each ending when an admin acts on someone else's account. */
  userId?: string;
  whose: string;
}) {
  if (sessions.length === 0)
    return <p className="text-sm text-slate-700">Not signed in anywhere.</p>;
  return (
    <ul className="space-y-2" aria-label={`Sessions of ${whose}`}>
      {sessions.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
        >
          <div>
            <div className="font-semibold">
              {s.device}
              {s.current ? " (this device)" : ""}
            </div>
            <div className="text-slate-700">Address {s.address}</div>
            <div className="text-slate-700">
              Signed in {formatDateTime(s.signedInAt)} · last seen {formatDateTime(s.lastSeenAt)}
            </div>
          </div>
          {s.current ? null : (
            <ActionForm
              action={endAction}
              submitLabel="End session"
              pendingLabel="Ending..."
              submitClassName={buttonClasses("secondary", "", "compact")}
              label={`End the session on ${s.device} signed in ${formatDateTime(s.signedInAt)}`}
            >
              {userId ? <input type="hidden" name="userId" value={userId} /> : null}
              <input type="hidden" name="sessionId" value={s.id} />
            </ActionForm>
          )}
        </li>
      ))}
    </ul>
  );
}
