// Admin → Site, for admins: which teachers may edit the site's content as well.
import type { TeacherPermission } from "@/lib/site-content/editors";
import { buttonClasses } from "@/components/ui/button";
import { ActionForm, type AdminFormAction } from "../action-form";

export function SiteEditorsList({
  teachers,
  action,
}: {
  teachers: TeacherPermission[];
  action: AdminFormAction;
}) {
  return (
    <>
      <h2 id="site-editors-heading" className="text-brand-900 text-lg font-semibold">
        Teachers who may edit the site
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Admins always may. A teacher you allow sees Site content in their staff menu.
      </p>
      {teachers.length ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {teachers.map((teacher) => (
            <li key={teacher.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <strong>{teacher.name}</strong>{" "}
                <span className="text-slate-700">
                  {teacher.editor ? "may edit the site" : "may not edit the site"}
                </span>
              </span>
              <ActionForm
                action={action}
                submitLabel={teacher.editor ? "Take back" : "Allow to edit"}
                submitClassName={buttonClasses("secondary", "", "compact")}
                label={`Site editing for ${teacher.name}`}
                className="flex flex-wrap items-center gap-3"
              >
                <input type="hidden" name="userId" value={teacher.id} />
                <input type="hidden" name="editor" value={teacher.editor ? "no" : "yes"} />
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">No teachers have joined yet.</p>
      )}
    </>
  );
}
