"use client";
// Admin → Site → Services: one service and its price. The price is given once, in whole dollars
// with how it is charged; the card prints it ("$70/hour"). Saving changes the draft only.
import { RICH_TEXT_HELP } from "@/lib/site-content/rich-text";
import {
  SERVICE_BOOKINGS,
  SERVICE_LIMITS,
  SERVICE_UNITS,
  type SnapshotService,
} from "@/lib/site-content/service-schema";
import type { AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";
import { DraftItemForm, hintClass } from "./draft-item-form";

export type ServiceFormValues = Omit<SnapshotService, "id" | "hidden"> & { id: string | null };

export function ServiceForm({
  values,
  action,
}: {
  values: ServiceFormValues;
  action: AdminFormAction;
}) {
  return (
    <DraftItemForm
      id={values.id}
      label="Service"
      action={action}
      listPath="/admin/site/services"
      listLabel="Back to services"
    >
      <div>
        <label htmlFor="service-name" className={labelClass}>
          Name
        </label>
        <input
          id="service-name"
          name="name"
          required
          maxLength={SERVICE_LIMITS.name}
          defaultValue={values.name}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="service-price" className={labelClass}>
            Price in US dollars
          </label>
          <input
            id="service-price"
            name="priceUsd"
            type="number"
            inputMode="numeric"
            min={0}
            max={SERVICE_LIMITS.priceUsd}
            step={1}
            required
            defaultValue={values.priceUsd}
            aria-describedby="service-price-hint"
            className={inputClass}
          />
          <p id="service-price-hint" className={hintClass}>
            Whole dollars, such as 70; 0 for a free service.
          </p>
        </div>
        <div>
          <label htmlFor="service-unit" className={labelClass}>
            How it is charged
          </label>
          <select
            id="service-unit"
            name="unit"
            required
            defaultValue={values.unit}
            className={inputClass}
          >
            {Object.entries(SERVICE_UNITS).map(([id, unit]) => (
              <option key={id} value={id}>
                {unit.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor="service-note" className={labelClass}>
          Note under the price (optional)
        </label>
        <input
          id="service-note"
          name="note"
          maxLength={SERVICE_LIMITS.note}
          defaultValue={values.note}
          aria-describedby="service-note-hint"
          className={inputClass}
        />
        <p id="service-note-hint" className={hintClass}>
          Such as “Free after completing 8 sessions”.
        </p>
      </div>
      <div>
        <label htmlFor="service-description" className={labelClass}>
          Description
        </label>
        <textarea
          id="service-description"
          name="description"
          required
          rows={5}
          maxLength={SERVICE_LIMITS.description}
          defaultValue={values.description}
          aria-describedby="service-description-hint"
          className={`${inputClass} py-2`}
        />
        <p id="service-description-hint" className={hintClass}>
          {RICH_TEXT_HELP} At most {SERVICE_LIMITS.description} characters.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="service-cta" className={labelClass}>
            Button words
          </label>
          <input
            id="service-cta"
            name="ctaLabel"
            required
            maxLength={SERVICE_LIMITS.ctaLabel}
            defaultValue={values.ctaLabel}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="service-booking" className={labelClass}>
            The button opens
          </label>
          <select
            id="service-booking"
            name="booking"
            required
            defaultValue={values.booking}
            className={inputClass}
          >
            {Object.entries(SERVICE_BOOKINGS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </DraftItemForm>
  );
}
