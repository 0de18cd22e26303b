"use client";
// Every publish of one kind of site content, newest first, with who, when and what it changed;
// any earlier version is restored in one step after a confirm.
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/chain";
import { Badge } from "../badge";
import { ResultMessage } from "../action-form";

export type VersionRow = {
  id: number;
  publishedBy: string | null;
  publishedAt: string;
  restoredFrom: number | null;
  changes: string[];
  live: boolean;
};

export function VersionHistory({
  label,
  versions,
  restore,
}: {
  label: string;
  versions: VersionRow[];
  restore: (input: { id: number }) => Promise<ActionResult<unknown>>;
}) {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <ResultMessage result={result} />
      {versions.length ? null : <p className="text-slate-700">Nothing has been published yet.</p>}
      <ol className="divide-y divide-slate-200" aria-label={`${label} versions, newest first`}>
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-slate-900">
                Version {version.id} {version.live ? <Badge tone="green">Live</Badge> : null}
              </p>
              <p className="text-sm text-slate-700">
                Published {version.publishedAt}
                {version.publishedBy ? ` by ${version.publishedBy}` : ""}
                {version.restoredFrom ? `, restoring version ${version.restoredFrom}` : ""}
              </p>
              <p className="text-sm text-slate-700">
                {version.changes.length
                  ? `Changed: ${version.changes.join("; ")}`
                  : "The first kept version."}
              </p>
            </div>
            {version.live ? null : confirming === version.id ? (
              <div className="flex flex-wrap items-center gap-2">
                <span id={`restore-${version.id}`} className="text-sm text-slate-800">
                  Publish version {version.id} again? The site changes at once.
                </span>
                <Button
                  size="compact"
                  disabled={pending}
                  aria-describedby={`restore-${version.id}`}
                  onClick={() =>
                    startTransition(async () => {
                      setResult(await restore({ id: version.id }));
                      setConfirming(null);
                    })
                  }
                >
                  Yes, restore
                </Button>
                <Button variant="ghost" size="compact" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                size="compact"
                aria-label={`Restore version ${version.id}`}
                onClick={() => setConfirming(version.id)}
              >
                Restore this version
              </Button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
