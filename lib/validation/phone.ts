// What counts as a phone number people can dial, for every form that asks for one (lead forms)
// or shows one (the practice's own number in the staff area's site content).

/** Digits with the usual punctuation and an extension. */
const PHONE_PATTERN = /^[+()\d\s.\-/x#ext]*$/i;

/** 7 to 15 digits (E.164's limit), written with the punctuation people use. */
export function isDialablePhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

/** The number as a tel: link wants it: digits and a leading plus. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
