// A staff profile as staff edit it (Admin → Site → Staff profiles): one zod schema for the form in
// the browser and the server action that saves it. Plain text only (React shows it as typed; a
// tag is refused so nobody expects it to format); the bio is paragraphs split on blank lines.
// Each limit is what a card on /meet-our-staff shows without breaking its layout.
import { z } from "zod";
import { plainString } from "@/lib/validation/text";

export const PROFILE_LIMITS = {
  name: 80,
  role: 80,
  credentials: 8,
  credential: 120,
  bio: 4000,
  bioParagraphs: 6,
  specialties: 8,
  specialty: 60,
  altText: 200,
} as const;

/**
 * The credentials a parent may look up, each with the body that issues it. Anything else (a
 * degree, a training course) is free text.
 */
export const CREDENTIAL_KINDS = {
  "aogpe-associate": {
    label: "AOGPE Associate",
    issuer: "Academy of Orton-Gillingham Practitioners and Educators",
  },
  "aogpe-certified": {
    label: "AOGPE Certified",
    issuer: "Academy of Orton-Gillingham Practitioners and Educators",
  },
  "aogpe-fellow": {
    label: "AOGPE Fellow",
    issuer: "Academy of Orton-Gillingham Practitioners and Educators",
  },
  "ida-ceri": {
    label: "CERI Structured Literacy certification",
    issuer: "International Dyslexia Association (CERI)",
  },
  wilson: { label: "Wilson Reading System certification", issuer: "Wilson Language Training" },
  barton: {
    label: "Barton Reading & Spelling certified tutor",
    issuer: "Barton Reading & Spelling",
  },
} as const;

export type CredentialKind = keyof typeof CREDENTIAL_KINDS | "other";
export type Credential = { kind: CredentialKind; text: string };

export const CREDENTIAL_KIND_IDS = [
  ...(Object.keys(CREDENTIAL_KINDS) as (keyof typeof CREDENTIAL_KINDS)[]),
  "other",
] as const;

/** What a card shows for a credential: the listed name with its issuing body, or the free text. */
export function credentialText(credential: Credential): string {
  if (credential.kind === "other") return credential.text;
  const known = CREDENTIAL_KINDS[credential.kind];
  return `${known.label} (${known.issuer})`;
}

const TAG = /<\/?[a-z!][^>]*>/i;
const PLAIN_ONLY = "Please write plain text: formatting tags are not shown.";

/** One line of plain text: spaces folded, tags refused, at most `max` characters. */
export const oneLine = (label: string, max: number) =>
  plainString(label, `${label} must be text.`)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .max(max, `${label} can be at most ${max} characters.`)
        .refine((v) => !TAG.test(v), PLAIN_ONLY),
    );

/** A form posts one value as a string and several as an array; both arrive here as a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v): unknown[] =>
      v === undefined || v === "" ? [] : Array.isArray(v) ? (v as unknown[]) : [v],
    z.array(item),
  );

/** Splits a textarea into paragraphs on blank lines, each paragraph's lines joined. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** One item a line: the specialties textarea. */
export function linesOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** A photo's focal point along one side, from 0 (left or top) to 1. */
export const focus = z.coerce
  .number({ error: "The photo's focal point is not valid." })
  .min(0, "The photo's focal point is not valid.")
  .max(1, "The photo's focal point is not valid.");

const optionalId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v ? v : null));

export const staffProfileSchema = z
  .object({
    id: optionalId,
    name: oneLine("The name", PROFILE_LIMITS.name).pipe(
      z.string().min(1, "Please enter the person's name."),
    ),
    role: oneLine("The role", PROFILE_LIMITS.role).pipe(
      z.string().min(1, "Please enter the person's role, such as “Structured Literacy Tutor”."),
    ),
    credentialKind: list(
      z.enum(CREDENTIAL_KIND_IDS, { error: "Please choose a credential from the list." }),
    ),
    credentialText: list(oneLine("A credential", PROFILE_LIMITS.credential)),
    bio: plainString("The bio", "The bio must be text.")
      .pipe(
        z
          .string()
          .max(PROFILE_LIMITS.bio, `The bio can be at most ${PROFILE_LIMITS.bio} characters.`)
          .refine((v) => !TAG.test(v), PLAIN_ONLY),
      )
      .transform(paragraphsOf)
      .pipe(
        z
          .array(z.string())
          .min(1, "Please write a short bio: a paragraph or two parents can read.")
          .max(
            PROFILE_LIMITS.bioParagraphs,
            `The bio can have at most ${PROFILE_LIMITS.bioParagraphs} paragraphs.`,
          ),
      ),
    specialties: plainString("Specialties", "Specialties must be text.")
      .transform(linesOf)
      .pipe(
        z
          .array(oneLine("A specialty", PROFILE_LIMITS.specialty))
          .max(
            PROFILE_LIMITS.specialties,
            `Please list at most ${PROFILE_LIMITS.specialties} specialties.`,
          ),
      ),
    photoId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(z.uuid("That photo was not found. Please upload it again.").nullable()),
    focusX: focus.default(0.5),
    focusY: focus.default(0.5),
    altText: oneLine("The photo's description", PROFILE_LIMITS.altText).default(""),
    userId: optionalId,
  })
  .transform(({ credentialKind, credentialText, ...rest }, ctx) => {
    const credentials: Credential[] = [];
    credentialKind.forEach((kind, index) => {
      const text = credentialText[index] ?? "";
      if (kind === "other" && !text) return; // an empty row of the form
      credentials.push({ kind, text: kind === "other" ? text : "" });
    });
    if (credentials.length > PROFILE_LIMITS.credentials)
      ctx.addIssue({
        code: "custom",
        path: ["credentialKind"],
        message: `Please list at most ${PROFILE_LIMITS.credentials} credentials.`,
      });
    return { ...rest, credentials };
  })
  .superRefine((profile, ctx) => {
    if (profile.photoId && !profile.altText)
      ctx.addIssue({
        code: "custom",
        path: ["altText"],
        message:
          "Please describe the photo for people who cannot see it, such as “Megan smiling at her desk”.",
      });
  });

export type StaffProfileInput = z.output<typeof staffProfileSchema>;

/** Move, hide, show or delete one profile. */
export const profileIdSchema = z.object({
  id: z.string({ error: "That staff profile was not found." }).trim().min(1).max(64),
});

export const moveProfileSchema = profileIdSchema.extend({
  direction: z.enum(["up", "down"], { error: "Please choose up or down." }),
});

export const hideProfileSchema = profileIdSchema.extend({
  hidden: z.enum(["yes", "no"], { error: "Please choose hide or show." }),
});

const paragraph = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((v) => !TAG.test(v), PLAIN_ONLY);

/** A focal point as a snapshot keeps it; null in versions kept before drafts had their own. */
const keptFocus = z.number().min(0).max(1).nullable().default(null);

/**
 * One profile as the draft and every version of the staff list keep it (lib/site-content/versions):
 * its text, its place and whether it is hidden, its photo by id (a photo a draft or a kept version
 * points at is never deleted) with the focal point its crop keeps in view, and its linked account.
 * The focus lives here, not only on the photo row, so a draft's focus waits for the publish
 * (./photos/focus.ts); null (versions kept before) leaves the photo's focus as it is.
 */
export const staffSnapshotProfileSchema = z.object({
  id: z.string().min(1).max(120),
  name: oneLine("The name", PROFILE_LIMITS.name).pipe(z.string().min(1, "Please enter a name.")),
  role: oneLine("The role", PROFILE_LIMITS.role),
  credentials: z
    .array(
      z.object({
        kind: z.enum(CREDENTIAL_KIND_IDS),
        text: oneLine("A credential", PROFILE_LIMITS.credential),
      }),
    )
    .max(PROFILE_LIMITS.credentials),
  bio: z.array(paragraph("The bio", PROFILE_LIMITS.bio)).max(PROFILE_LIMITS.bioParagraphs),
  specialties: z
    .array(oneLine("A specialty", PROFILE_LIMITS.specialty))
    .max(PROFILE_LIMITS.specialties),
  hidden: z.boolean(),
  photoId: z.uuid().nullable(),
  focusX: keptFocus,
  focusY: keptFocus,
  avatarSrc: z.string().max(300).nullable(),
  altText: oneLine("The photo description", PROFILE_LIMITS.altText),
  userId: z.string().max(120).nullable(),
});

export const staffSnapshotSchema = z.object({
  profiles: z
    .array(staffSnapshotProfileSchema)
    .max(100, "A staff list can hold at most 100 people."),
});

export type StaffSnapshot = z.output<typeof staffSnapshotSchema>;
export type StaffSnapshotProfile = z.output<typeof staffSnapshotProfileSchema>;
