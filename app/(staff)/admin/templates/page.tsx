import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { PageHeader } from "@/components/admin/page-header";
import { cardClass, inputClass, labelClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import {
  BODY_MAX,
  loadTemplates,
  placeholders,
  SUBJECT_MAX,
} from "@/lib/crm/leads/reply-templates";
import { saveTemplateAction } from "./actions";

export const metadata: Metadata = { title: "Email templates" };

export default async function TemplatesPage() {
  await requireAdminPage("/admin/templates");
  const templates = await loadTemplates(await getDb());
  return (
    <>
      <PageHeader
        title="Email templates"
        description={`The starting words for replies sent from a lead's page. Staff can still edit each email before it goes. You can use ${Object.entries(
          placeholders,
        )
          .map(([token, meaning]) => `${token} for ${meaning}`)
          .join(", ")}.`}
      />
      <div className="space-y-6">
        {templates.map((t) => (
          <section key={t.key} aria-labelledby={`template-${t.key}`} className={cardClass}>
            <h2 id={`template-${t.key}`} className="text-brand-900 mb-3 text-lg font-semibold">
              {t.label}
            </h2>
            <ActionForm
              action={saveTemplateAction}
              submitLabel="Save template"
              pendingLabel="Saving..."
              label={`${t.label} template`}
            >
              <input type="hidden" name="key" value={t.key} />
              <div>
                <label htmlFor={`${t.key}-subject`} className={labelClass}>
                  Subject
                </label>
                <input
                  id={`${t.key}-subject`}
                  name="subject"
                  required
                  maxLength={SUBJECT_MAX}
                  defaultValue={t.subject}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor={`${t.key}-body`} className={labelClass}>
                  Message
                </label>
                <textarea
                  id={`${t.key}-body`}
                  name="body"
                  required
                  maxLength={BODY_MAX}
                  rows={8}
                  defaultValue={t.body}
                  className={`${inputClass} py-2`}
                />
              </div>
            </ActionForm>
          </section>
        ))}
      </div>
    </>
  );
}
