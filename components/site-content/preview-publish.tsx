"use client";
// The preview bar's buttons: Publish (every draft goes live and the preview ends) and Leave
// preview (back to this page as parents see it).
import { usePathname } from "next/navigation";
import { useActionState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/chain";
import { ResultMessage, SubmitButton, type AdminFormAction } from "@/components/admin/action-form";

export function PreviewPublish({
  action,
  leaveLinks,
}: {
  action: AdminFormAction;
  leaveLinks: string[];
}) {
  const [result, formAction] = useActionState<ActionResult | null, FormData>(action, null);
  const path = usePathname();
  const back = leaveLinks.includes(path) ? `?back=${encodeURIComponent(path)}` : "";
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-3">
      <SubmitButton pendingLabel="Publishing...">Publish</SubmitButton>
      <a
        href={`/admin/site/preview/leave${back}`}
        className={buttonClasses("secondary", "", "compact")}
      >
        Leave preview
      </a>
      <ResultMessage result={result} />
    </form>
  );
}
