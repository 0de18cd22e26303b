// Where a person may be sent back to after sign-in (?next= on /login and /login/two-factor).
// Browsers drop tabs and newlines from URLs and read a backslash as a slash, so a string that
// merely starts with "/" can still leave the site ("/\t/evil.example" becomes "//evil.example").
// The value is therefore parsed the way a browser would, against the site's own origin, and only
// a same-origin path whose decoded form could not be read as another host is accepted.
const HOME = "/";
const MAX_LENGTH = 1000;
// C0 controls, DEL and backslash: never part of a path we link to.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/** The path as written and as each further decoding would read it; null when it cannot be decoded. */
function decodedForms(path: string): string[] | null {
  const forms = [path];
  let current = path;
  // A few rounds catch double encoding (%252F) without looping on odd input.
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

export function safeReturnPath(value: unknown, siteOrigin: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return HOME;
  if (UNSAFE_CHARACTER.test(value) || !value.startsWith("/") || value.startsWith("//")) return HOME;
  let url: URL;
  let origin: string;
  try {
    origin = new URL(siteOrigin).origin;
    url = new URL(value, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== origin) return HOME;
  const forms = decodedForms(url.pathname);
  const unsafePath =
    !forms || forms.some((form) => UNSAFE_CHARACTER.test(form) || form.startsWith("//"));
  if (unsafePath) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
