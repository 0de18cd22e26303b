"use client";
// An activity's link and its state: copy, preview, pause, results on/off, duplicate, delete.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import {
  deleteActivityAction,
  duplicateActivityAction,
  setActivityStateAction,
  type ActivityActionResult,
} from "@/activities/library/actions";
import { buttonClasses } from "@/components/ui/button";

const noSubscription = () => () => {};

function PlayLinkQrCode({ svg }: { svg: string }) {
  return (
    <figure className="mt-3 flex flex-wrap items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server for this panel; nothing for next/image to optimise */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt="QR code of the play link"
        width={144}
        height={144}
        className="rounded-lg border border-slate-200 bg-white"
        data-testid="play-link-qr-code"
      />
      <figcaption className="max-w-xs text-sm text-slate-700">
        Students can scan this with a tablet or phone camera to open the activity, or you can show
        it on your screen in a lesson.
      </figcaption>
    </figure>
  );
}

type Props = {
  id: string;
  shareCode: string;
  paused: boolean;
  resultsEnabled: boolean;
  /** False for templates with nothing to score (Spinner Wheel). */
  resultsOffered?: boolean;
  /** The play link's QR code, drawn on the server (activities/playing/play-link.ts). */
  qrSvg?: string;
};

export function SharePanel({
  id,
  shareCode,
  paused,
  resultsEnabled,
  resultsOffered = true,
  qrSvg,
}: Props) {
  const router = useRouter();
  const [message, setMessage] = useState("");
  const path = `/play/${shareCode}`;
  // The full address needs the browser's origin; the server renders the path and the browser
  // fills in the rest after hydration, so both renders agree.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const link = `${origin}${path}`;
  const run = async (
    action: Promise<ActivityActionResult>,
    after?: (r: ActivityActionResult) => void,
  ) => {
    const result = await action;
    setMessage(result.message ?? "");
    if (result.ok) after?.(result);
  };
  return (
    <section
      aria-labelledby="share-heading"
      className="border-brand-100 rounded-2xl border bg-white p-5"
    >
      <h2 id="share-heading" className="text-brand-900 text-lg font-semibold">
        Share with your student
      </h2>
      <label htmlFor="share-link" className="mt-2 block text-sm text-slate-700">
        Play link (no account needed)
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="share-link"
          readOnly
          value={link}
          className="min-h-11 w-full max-w-md rounded-lg border border-slate-400 px-3"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() =>
            run(
              navigator.clipboard.writeText(link).then(
                () => ({ ok: true, message: "Link copied.", data: undefined }),
                () => ({
                  ok: false,
                  message: "Copy didn't work here: select the link and copy it.",
                }),
              ),
            )
          }
        >
          Copy link
        </button>
        <Link href={`${path}?preview=1`} target="_blank" className={buttonClasses("secondary")}>
          Preview
        </Link>
      </div>
      {qrSvg ? <PlayLinkQrCode svg={qrSvg} /> : null}
      <p className="mt-3 text-slate-700">
        This link is <strong>{paused ? "paused" : "live"}</strong>.{" "}
        {resultsOffered ? (
          <>
            Results are <strong>{resultsEnabled ? "on" : "off"}</strong>
            {resultsEnabled ? ": players type a first name or nickname only." : "."}
          </>
        ) : (
          "A Spinner Wheel has no right or wrong answers, so it doesn't save results or ask for a name."
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() =>
            run(setActivityStateAction(id, { paused: !paused }), () => router.refresh())
          }
        >
          {paused ? "Resume link" : "Pause link"}
        </button>
        {resultsOffered ? (
          <>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() =>
                run(setActivityStateAction(id, { resultsEnabled: !resultsEnabled }), () =>
                  router.refresh(),
                )
              }
            >
              {resultsEnabled ? "Turn results off" : "Turn results on"}
            </button>
            <Link
              href={`/teacher-portal/activities/${id}/results`}
              className={buttonClasses("secondary")}
            >
              See results
            </Link>
          </>
        ) : null}
        <Link
          href={`/teacher-portal/activities/${id}/print`}
          className={buttonClasses("secondary")}
        >
          Print worksheet
        </Link>
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() =>
            run(
              duplicateActivityAction(id),
              (r) => r.ok && r.data && router.push(`/teacher-portal/activities/${r.data.id}`),
            )
          }
        >
          Duplicate
        </button>
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() => {
            if (
              window.confirm("Delete this activity and all of its results? This cannot be undone.")
            )
              void run(deleteActivityAction(id), () => router.push("/teacher-portal"));
          }}
        >
          Delete
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-slate-700">
        {message}
      </p>
    </section>
  );
}
