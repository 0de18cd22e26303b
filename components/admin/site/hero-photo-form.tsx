"use client";
// Admin → Site → Hero photos: one page's hero. The photo is uploaded at once and cropped wide
// around the focal point the editor picks; the description is required with a photo. Saving keeps
// a draft (previewed and published from the draft panel); removing the photo and saving brings
// the page's drawing back once published.
import { useState } from "react";
import type { HeroPage } from "@/lib/site-content/hero-photo-schema";
import { HERO_ALT_MAX } from "@/lib/site-content/hero-photo-schema";
import { ActionForm, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";
import { PhotoPicker, type PickedPhoto } from "./photo-picker";

export function HeroPhotoForm({
  page,
  title,
  initial,
  action,
}: {
  page: HeroPage;
  title: string;
  initial: { photo: PickedPhoto | null; altText: string };
  action: AdminFormAction;
}) {
  const [altText, setAltText] = useState(initial.altText);
  const altId = `hero-${page}-alt`;
  return (
    <ActionForm action={action} submitLabel="Save draft" label={`${title} hero photo`}>
      <input type="hidden" name="page" value={page} />
      <PhotoPicker purpose="hero" initial={initial.photo} onUploaded={() => setAltText("")} />
      <div>
        <label htmlFor={altId} className={labelClass}>
          Describe the picture
        </label>
        <input
          id={altId}
          name="altText"
          value={altText}
          onChange={(event) => setAltText(event.target.value)}
          maxLength={HERO_ALT_MAX}
          aria-describedby={`${altId}-hint`}
          className={inputClass}
        />
        <p id={`${altId}-hint`} className="mt-1 text-sm text-slate-600">
          Required with a photo: read aloud to people who cannot see it, such as “A tutor and a
          child reading together on a video call”.
        </p>
      </div>
    </ActionForm>
  );
}
