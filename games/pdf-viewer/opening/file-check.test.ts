import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  MAX_PDF_BYTES,
  checkFileFacts,
  hasPdfSignature,
  openMessages,
  problemFromPdfjsError,
} from "./file-check";

const bytes = (text: string) => new TextEncoder().encode(text);
const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(process.cwd(), "tests/fixtures", name)));

describe("file facts", () => {
  it.each([
    ["a PDF by type", { name: "story.pdf", type: "application/pdf", size: 2000 }, null],
    ["a PDF by name with no type", { name: "Story.PDF", type: "", size: 2000 }, null],
    [
      "a PDF with a generic type (signature decides later)",
      { name: "download", type: "application/octet-stream", size: 2000 },
      null,
    ],
    ["a picture", { name: "cat.png", type: "image/png", size: 2000 }, "not-pdf"],
    [
      "a Word file",
      {
        name: "notes.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: 2000,
      },
      "not-pdf",
    ],
    ["an empty file", { name: "empty.pdf", type: "application/pdf", size: 0 }, "empty"],
    [
      "a file over the limit",
      { name: "huge.pdf", type: "application/pdf", size: MAX_PDF_BYTES + 1 },
      "too-big",
    ],
    [
      "a file at the limit",
      { name: "big.pdf", type: "application/pdf", size: MAX_PDF_BYTES },
      null,
    ],
  ])("%s", (_name, facts, expected) => {
    expect(checkFileFacts(facts)).toBe(expected);
  });
});

describe("PDF signature", () => {
  it("finds %PDF- at the start or within the first 1024 bytes", () => {
    expect(hasPdfSignature(bytes("%PDF-1.7\n"))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(500)}%PDF-1.4`))).toBe(true);
    expect(hasPdfSignature(bytes(`${" ".repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(bytes("%PDF"))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });

  it("accepts the test fixtures that are PDFs and rejects the one that is not", () => {
    expect(hasPdfSignature(fixture("three-pages.pdf"))).toBe(true);
    expect(hasPdfSignature(fixture("password-protected.pdf"))).toBe(true);
    expect(hasPdfSignature(fixture("not-a-pdf.pdf"))).toBe(false);
  });
});

describe("pdf.js errors in plain words", () => {
  it("tells a missing password from a wrong one", () => {
    expect(problemFromPdfjsError({ name: "PasswordException", code: 1 })).toBe("needs-password");
    expect(problemFromPdfjsError({ name: "PasswordException", code: 2 })).toBe("wrong-password");
  });

  it("calls a PDF that pdf.js cannot parse damaged", () => {
    expect(problemFromPdfjsError({ name: "InvalidPDFException" })).toBe("damaged");
    expect(problemFromPdfjsError({ name: "FormatError" })).toBe("damaged");
  });

  it("does not blame the file when pdf.js itself failed (e.g. it could not be downloaded)", () => {
    expect(
      problemFromPdfjsError(new TypeError("Failed to fetch dynamically imported module")),
    ).toBe("failed");
    expect(problemFromPdfjsError({ name: "UnknownErrorException" })).toBe("failed");
    expect(problemFromPdfjsError(undefined)).toBe("failed");
  });

  it("has a plain message for every problem, each one different", () => {
    expect(openMessages["not-pdf"]).toBe("We couldn't open this file. Is it a PDF?");
    expect(openMessages.damaged).toMatch(/^This PDF looks damaged/);
    expect(openMessages["needs-password"]).toMatch(/^This PDF is password-protected/);
    const messages = Object.values(openMessages);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
