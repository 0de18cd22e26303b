// A service and its price as staff edit them (Admin → Site → Services): one zod schema for the
// form and the server action, and one for the whole list as a draft or a kept version keeps it.
// The price is entered once, in whole dollars with its unit; the card's "$70/hour" is made from it
// (formatPrice), so the card and the structured data never disagree.
import { z } from "zod";
import { plainString } from "@/lib/validation/text";
import { richTextField } from "./rich-text";

export const SERVICE_LIMITS = {
  name: 60,
  note: 60,
  description: 600,
  ctaLabel: 40,
  priceUsd: 10_000,
  services: 20,
} as const;

/** How a price is charged, with the words the card prints under it. */
export const SERVICE_UNITS = {
  free: { label: "Free", cardLine: "No cost, no obligation" },
  hour: { label: "Per one-hour session", cardLine: "Per one-hour session" },
  assessment: { label: "One-time assessment", cardLine: "One-time assessment" },
  program: { label: "Whole program", cardLine: "Complete program" },
} as const;
export type ServiceUnit = keyof typeof SERVICE_UNITS;
const UNIT_IDS = Object.keys(SERVICE_UNITS) as ServiceUnit[];

/** Which start-here form a service's button opens. */
export const SERVICE_BOOKINGS = {
  consultation: "The free consultation booking",
  intake: "The assessment intake form",
} as const;
export type ServiceBooking = keyof typeof SERVICE_BOOKINGS;
const BOOKING_IDS = Object.keys(SERVICE_BOOKINGS) as ServiceBooking[];

export const FREE_NEEDS_ZERO =
  "A free service has no price: choose Free with a price of 0, or give the price and how it is charged.";

const TAG = /<\/?[a-z!][^>]*>/i;
const oneLine = (label: string, max: number) =>
  plainString(label, `${label} must be text.`)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .max(max, `${label} can be at most ${max} characters.`)
        .refine((v) => !TAG.test(v), "Please write plain text: formatting tags are not shown."),
    );

const required = (label: string, max: number, empty: string) =>
  oneLine(label, max).pipe(z.string().min(1, empty));

/** The card's price: "Free", "$100", "$70/hour", "$1,200". */
export function formatPrice(service: { priceUsd: number; unit: ServiceUnit }): string {
  if (service.unit === "free") return "Free";
  const dollars = `$${service.priceUsd.toLocaleString("en-US")}`;
  return service.unit === "hour" ? `${dollars}/hour` : dollars;
}

const priceUsd = z.coerce
  .number({ error: "Please give the price in whole dollars, such as 70." })
  .int("Please give the price in whole dollars, such as 70.")
  .min(0, "A price cannot be below 0.")
  .max(
    SERVICE_LIMITS.priceUsd,
    `A price can be at most $${SERVICE_LIMITS.priceUsd.toLocaleString("en-US")}.`,
  );

const serviceFields = {
  name: required("The name", SERVICE_LIMITS.name, "Please name the service."),
  priceUsd,
  unit: z.enum(UNIT_IDS, { error: "Please choose how the price is charged." }),
  note: oneLine("The note", SERVICE_LIMITS.note).default(""),
  description: richTextField(
    "The description",
    SERVICE_LIMITS.description,
    "Please describe the service.",
  ),
  ctaLabel: required(
    "The button's words",
    SERVICE_LIMITS.ctaLabel,
    "Please give the button's words.",
  ),
  booking: z.enum(BOOKING_IDS, { error: "Please choose what the button opens." }),
};

const freeMeansZero = (s: { priceUsd: number; unit: ServiceUnit }) =>
  (s.unit === "free") === (s.priceUsd === 0);

/** The editor's form: a new service (no id) or a change to one. */
export const serviceFormSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => (v ? v : null)),
    ...serviceFields,
  })
  .refine(freeMeansZero, { path: ["priceUsd"], message: FREE_NEEDS_ZERO });
export type ServiceFormInput = z.output<typeof serviceFormSchema>;

const itemId = z.string().trim().min(1).max(64);

const snapshotServiceSchema = z
  .object({ id: itemId, ...serviceFields, hidden: z.boolean() })
  .refine(freeMeansZero, { path: ["priceUsd"], message: FREE_NEEDS_ZERO });
export type SnapshotService = z.output<typeof snapshotServiceSchema>;

/** The whole list, in order, as a draft or a kept version holds it. */
export const servicesSnapshotSchema = z.object({
  services: z
    .array(snapshotServiceSchema)
    .max(SERVICE_LIMITS.services, `The list can hold at most ${SERVICE_LIMITS.services} services.`)
    .refine(
      (list) => new Set(list.map((s) => s.id)).size === list.length,
      "Each service can appear only once.",
    ),
});
export type ServicesSnapshot = z.output<typeof servicesSnapshotSchema>;

export const serviceIdSchema = z.object({
  id: z.string({ error: "That service was not found." }).trim().min(1).max(64),
});

export const moveServiceSchema = serviceIdSchema.extend({
  direction: z.enum(["up", "down"], { error: "Please choose up or down." }),
});

export const hideServiceSchema = serviceIdSchema.extend({
  hidden: z.enum(["yes", "no"], { error: "Please choose hide or show." }),
});
