"use client";
// Reply to a lead by email: pick a template (already filled in with the lead's details), edit
// the words, send. The server checks and escapes everything again.
import { useActionState, useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { ResultMessage, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

type Filled = { key: string; label: string; subject: string; body: string };

export function LeadReplyForm({
  action,
  type,
  id,
  templates,
  to,
}: {
  action: AdminFormAction;
  type: string;
  id: string;
  templates: Filled[];
  to: string;
}) {
  const [result, formAction] = useActionState(action, null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const subjectRef = useAdoptedValue(subject, setSubject);
  const bodyRef = useAdoptedValue(body, setBody);
  const choose = (key: string) => {
    const template = templates.find((t) => t.key === key);
    if (!template) return;
    setSubject(template.subject);
    setBody(template.body);
  };
  return (
    <form action={formAction} className="space-y-3" aria-label="Reply by email">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-700">To: {to}</p>
      <div>
        <label htmlFor="reply-template" className={labelClass}>
          Start from a template
        </label>
        <select
          id="reply-template"
          defaultValue=""
          onChange={(e) => choose(e.target.value)}
          className={inputClass}
        >
          <option value="">Write from scratch</option>
          {templates.map((t) => (
            <option key={t.key} value={t.key}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="reply-subject" className={labelClass}>
          Subject
        </label>
        <input
          ref={subjectRef}
          id="reply-subject"
          name="subject"
          required
          maxLength={150}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="reply-body" className={labelClass}>
          Message
        </label>
        <textarea
          ref={bodyRef}
          id="reply-body"
          name="body"
          required
          maxLength={5000}
          rows={8}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={`${inputClass} py-2`}
        />
      </div>
      <SubmitButton pendingLabel="Sending...">Send email</SubmitButton>
      <ResultMessage result={result} />
    </form>
  );
}
