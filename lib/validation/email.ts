// What counts as an email address, without the validation library, so a form can show its
// limit before its checks load. lib/validation/text.ts builds the schema rules on it.
/**
 * What mail servers accept in practice: a dot-atom local part (letters, digits and
 * !#$%&'*+/=?^_`{|}~- separated by single dots; no quotes, spaces or angle brackets), an @, and a
 * domain of at least two labels whose last one is alphabetic (so a typo like `mom@gmail` is
 * caught) or an IDN label.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
export const EMAIL_MAX = 254;
/** RFC 5321: the local part is at most 64 octets. */
const LOCAL_PART_MAX = 64;

export function isEmailAddress(value: string): boolean {
  return (
    value.length <= EMAIL_MAX &&
    EMAIL_PATTERN.test(value) &&
    value.slice(0, value.lastIndexOf("@")).length <= LOCAL_PART_MAX
  );
}
