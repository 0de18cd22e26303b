"use client";
// The waiting draft of one kind of site content: what it changes, and Preview (the real page with
// the draft, through Next's draft mode), Publish and Discard (with a confirm step).
import { useState, useTransition } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/chain";
import { ResultMessage } from "../action-form";

type Command = (input: { kind: string }) => Promise<ActionResult<unknown>>;

export type DraftSummary = { savedBy: string | null; savedAt: string; changes: string[] };

export function DraftPanel({
  kind,
  label,
  draft,
  publish,
  discard,
}: {
  kind: string;
  label: string;
  draft: DraftSummary | null;
  publish: Command;
  discard: Command;
}) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const run = (call: Command) =>
    startTransition(async () => {
      setResult(await call({ kind }));
      setConfirming(false);
    });
  return (
    <div aria-label={`${label} draft`} role="group" className="space-y-2">
      {draft ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <p>
            <strong>Unpublished draft</strong>, saved{draft.savedBy ? ` by ${draft.savedBy}` : ""}{" "}
            {draft.savedAt}.{" "}
            {draft.changes.length
              ? `It changes the ${draft.changes.join(", ")}.`
              : "It matches the live site."}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {/* A plain link: the preview route sets a cookie, which a prefetch must not do. */}
            <a
              href={`/admin/site/preview?kind=${encodeURIComponent(kind)}`}
              className={buttonClasses("secondary", "", "compact")}
            >
              Preview
            </a>
            <Button size="compact" disabled={pending} onClick={() => run(publish)}>
              Publish
            </Button>
            {confirming ? (
              <>
                <span id={`discard-${kind}`} className="text-sm">
                  Discard this draft for good?
                </span>
                <Button
                  variant="danger"
                  size="compact"
                  disabled={pending}
                  aria-describedby={`discard-${kind}`}
                  onClick={() => run(discard)}
                >
                  Yes, discard
                </Button>
                <Button variant="ghost" size="compact" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button variant="ghost" size="compact" onClick={() => setConfirming(true)}>
                Discard draft
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <ResultMessage result={result} />
    </div>
  );
}
