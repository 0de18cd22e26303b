"use client";
// A student's personal link on their My Students row: the link, its QR code (drawn on the
// server), copy, print a card, and "Make a new link", which withdraws the old one at once.
import { useState, useSyncExternalStore } from "react";
import { ActionForm } from "@/components/admin/action-form";
import { buttonClasses } from "@/components/ui/button";
import { renewStudentLinkAction } from "@/activities/assignments/actions";

const noSubscription = () => () => {};

export type PersonalLink = { token: string; qrSvg: string };

const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A card to hand to the child or their family: the name, the QR code and the link. */
function printCard(name: string, link: string, svg: string) {
  const card = window.open("", "_blank", "width=600,height=700");
  if (!card) return false;
  card.document.title = `${name}'s link`;
  card.document.body.innerHTML = `<main style="font-family:sans-serif;text-align:center;padding:24px">
<h1 style="font-size:28px">${escapeHtml(name)}'s activities</h1>
<img src="${qrSource(svg)}" alt="QR code of ${escapeHtml(name)}'s personal link" width="240" height="240">
<p style="font-size:16px;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-size:14px">Scan with a tablet or phone camera, or type the link.</p></main>`;
  card.focus();
  card.print();
  return true;
}

export function PersonalLinkPanel({
  studentId,
  name,
  link,
}: {
  studentId: string;
  name: string;
  link: PersonalLink | null;
}) {
  const [message, setMessage] = useState("");
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const renew = (label: string, submitLabel: string) => (
    <ActionForm
      action={renewStudentLinkAction}
      submitLabel={submitLabel}
      submitClassName={buttonClasses("secondary", "", "compact")}
      className="flex flex-wrap items-center gap-2"
      label={label}
    >
      <input type="hidden" name="studentId" value={studentId} />
    </ActionForm>
  );
  if (!link)
    return (
      <div className="mt-2">
        {renew(`Make a personal link for ${name}`, `Make a personal link for ${name}`)}
      </div>
    );
  const url = `${origin}/my/${link.token}`;
  const inputId = `personal-link-${studentId}`;
  return (
    <div className="mt-3 space-y-2" data-testid="personal-link">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {name}&apos;s personal link (no sign-in needed)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full max-w-md rounded-lg border border-slate-400 px-3"
        />
        <button
          type="button"
          className={buttonClasses("secondary", "", "compact")}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setMessage("Link copied."),
              () => setMessage("Copy didn't work here: select the link and copy it."),
            )
          }
        >
          Copy<span className="sr-only"> {name}&apos;s link</span>
        </button>
        <button
          type="button"
          className={buttonClasses("secondary", "", "compact")}
          onClick={() => {
            if (!printCard(name, url, link.qrSvg))
              setMessage("Your browser blocked the print window. Please allow pop-ups here.");
          }}
        >
          Print<span className="sr-only"> {name}&apos;s link card</span>
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      <figure className="flex flex-wrap items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server; nothing for next/image to optimise */}
        <img
          src={qrSource(link.qrSvg)}
          alt={`QR code of ${name}'s personal link`}
          width={120}
          height={120}
          className="rounded-lg border border-slate-200 bg-white"
        />
        <figcaption className="max-w-xs text-sm text-slate-700">
          A new link stops the old one working at once, for a lost card or a link shared by mistake.
        </figcaption>
      </figure>
      {renew(`Make a new link for ${name}`, "Make a new link")}
    </div>
  );
}
