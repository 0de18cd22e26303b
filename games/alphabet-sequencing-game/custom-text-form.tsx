"use client";
// A tutor's own text: paste it, check it with the shared schema, play it. The text goes into the
// page address (?text=…) so the tutor can copy the link and share the same game.
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CUSTOM_TEXT_MAX } from "./data";
import { parseCustomText } from "./custom-text";

type CustomTextFormProps = {
  initialText: string;
  /** A problem with a shared link's text, shown until the tutor changes it. */
  initialProblem: string | null;
  onUse: (text: string) => void;
};

export function CustomTextForm({ initialText, initialProblem, onUse }: CustomTextFormProps) {
  const [draft, setDraft] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCustomText(draft);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    setDraft(result.text);
    onUse(result.text);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-brand-100 space-y-2 rounded-3xl border-2 bg-white p-3"
      data-testid="custom-text-form"
    >
      <label htmlFor={fieldId} className="text-brand-900 block font-semibold">
        Paste your text
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        Paste a passage your student knows, up to {CUSTOM_TEXT_MAX} characters. Letters it cannot
        offer in order are greyed out on the alphabet. The link in the address bar opens this same
        text.
      </p>
      <textarea
        id={fieldId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        maxLength={CUSTOM_TEXT_MAX * 2}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        className="w-full rounded-xl border-2 border-slate-400 p-2 text-lg"
      />
      {problem ? (
        <p id={problemId} role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <Button type="submit">Use this text</Button>
    </form>
  );
}
