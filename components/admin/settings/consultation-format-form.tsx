// Admin → Availability: how the consultation call happens. Parents read this choice on the
// thank-you and manage pages, in every confirmation and reminder email and in the invitation.
import type { MeetingSettings } from "@/lib/booking/meeting";
import { STAFF_LINK_PREFIX } from "@/lib/booking/meeting";
import type { StaffOption } from "@/lib/crm/staff/staff";
import { ActionForm, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

const linkHint = "An https:// meeting link from Zoom, Google Meet or Teams.";

export function ConsultationFormatForm({
  settings,
  staff,
  action,
}: {
  settings: MeetingSettings;
  staff: Pick<StaffOption, "id" | "name" | "disabled">[];
  action: AdminFormAction;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel="Save how the call happens"
      pendingLabel="Saving..."
      label="How the call happens"
    >
      <fieldset className="space-y-2">
        <legend className="text-brand-900 mb-1 text-lg font-semibold">How the call happens</legend>
        <p className="text-sm text-slate-700">
          Parents see this as soon as they book, and again in their reminders and calendar
          invitation, with the host&apos;s name once you assign one.
        </p>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="consultationFormat"
            value="phone"
            defaultChecked={settings.consultationFormat === "phone"}
            className="size-5"
          />
          Phone call: we call the parent at the number they gave
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="consultationFormat"
            value="video"
            defaultChecked={settings.consultationFormat === "video"}
            className="size-5"
          />
          Video call: the parent joins with a link
        </label>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="video-link" className={labelClass}>
            The practice&apos;s video link (needed for video calls)
          </label>
          <input
            id="video-link"
            name="videoLink"
            type="url"
            inputMode="url"
            defaultValue={settings.videoLink ?? ""}
            aria-describedby="video-link-hint"
            className={inputClass}
          />
          <p id="video-link-hint" className="mt-1 text-sm text-slate-600">
            {linkHint} Used for every consultation whose host has no link of their own.
          </p>
        </div>
        {staff
          .filter((person) => !person.disabled)
          .map((person) => (
            <div key={person.id}>
              <label htmlFor={`staff-link-${person.id}`} className={labelClass}>
                {person.name}&apos;s own video link (optional)
              </label>
              <input
                id={`staff-link-${person.id}`}
                name={`${STAFF_LINK_PREFIX}${person.id}`}
                type="url"
                inputMode="url"
                defaultValue={settings.staffVideoLinks[person.id] ?? ""}
                className={inputClass}
              />
            </div>
          ))}
      </div>
    </ActionForm>
  );
}
