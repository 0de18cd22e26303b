"use client";
// The frame of a form that changes one item of a drafted list (a service, an FAQ question): sent
// by hand so a refused field keeps what was typed, and once the draft is saved the editor is back
// at the list, where the draft waits to be previewed and published.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ResultMessage, type AdminFormAction } from "../action-form";
import { linkClass } from "../ui";

export const hintClass = "mt-1 text-sm text-slate-600";

export function DraftItemForm({
  id,
  label,
  action,
  listPath,
  listLabel,
  children,
}: {
  id: string | null;
  label: string;
  action: AdminFormAction;
  listPath: string;
  listLabel: string;
  children: ReactNode;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  useEffect(() => {
    if (result?.ok) router.push(listPath);
  }, [result, router, listPath]);
  return (
    <form action={formAction} onSubmit={submit} className="space-y-5" aria-label={label}>
      <input type="hidden" name="id" value={id ?? ""} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="compact" disabled={pending}>
          {pending ? "Saving..." : "Save to the draft"}
        </Button>
        <Link href={listPath} className={linkClass}>
          {listLabel}
        </Link>
      </div>
      <ResultMessage result={result} />
    </form>
  );
}
