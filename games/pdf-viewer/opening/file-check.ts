// Which files the viewer accepts, and the words it uses when it cannot open one. The quick checks
// (name/type, size, the "%PDF-" signature) run before pdf.js is even downloaded; pdf.js's own
// errors are translated into the same plain messages.

export const MAX_PDF_BYTES = 100 * 1024 * 1024;
/** The PDF spec lets the header sit anywhere in the first 1024 bytes. */
export const SIGNATURE_WINDOW = 1024;

export type OpenProblem =
  "empty" | "too-big" | "not-pdf" | "damaged" | "needs-password" | "wrong-password" | "failed";

export const openMessages: Record<OpenProblem, string> = {
  "not-pdf": "We couldn't open this file. Is it a PDF?",
  damaged:
    "This PDF looks damaged, so it can't be opened. Try downloading or saving it again, then open the new copy.",
  empty: "This file is empty. Please choose a different PDF.",
  "too-big": "This file is too big to open here. The limit is 100 MB.",
  "needs-password":
    "This PDF is password-protected. Type its password to open it, or choose a different file.",
  "wrong-password":
    "That password didn't work. Check it and try again, or choose a different file.",
  failed: "The PDF couldn't be opened just now. Please try again.",
};

export type FileFacts = { name: string; type: string; size: number };

/** Checks what the browser tells us about a file before reading it. */
export function checkFileFacts({ name, type, size }: FileFacts): OpenProblem | null {
  const namedPdf = /\.pdf$/i.test(name.trim());
  // Some systems report no type or a generic one for PDFs; the name or the signature decides then.
  const typedPdf = type === "application/pdf" || type === "application/x-pdf";
  const genericType = type === "" || type === "application/octet-stream";
  if (!namedPdf && !typedPdf && !genericType) return "not-pdf";
  if (size <= 0) return "empty";
  if (size > MAX_PDF_BYTES) return "too-big";
  return null;
}

const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function hasPdfSignature(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SIGNATURE_WINDOW) - signature.length;
  for (let start = 0; start <= end; start++) {
    if (signature.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

/**
 * pdf.js's errors in the reader's words. Only files with the PDF signature reach pdf.js, so a
 * file it cannot parse is a damaged PDF. Anything else (pdf.js or its worker failed to load, an
 * error inside pdf.js) is not the file's fault and is worth another try.
 * pdf.js reports a missing password as code 1 and a wrong one as code 2 (PasswordResponses).
 */
export function problemFromPdfjsError(error: unknown): OpenProblem {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === "PasswordException") return code === 2 ? "wrong-password" : "needs-password";
  if (name === "InvalidPDFException" || name === "FormatError") return "damaged";
  return "failed";
}
