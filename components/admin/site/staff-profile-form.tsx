"use client";
// Admin → Site → Staff profiles: one person's profile. Plain text only: the bio is split into
// paragraphs on blank lines, specialties one a line; credentials are chosen from the list of
// issuing bodies or typed as free text. Saving keeps it in the draft, previewed and published
// from the list.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  CREDENTIAL_KINDS,
  PROFILE_LIMITS,
  type Credential,
  type CredentialKind,
} from "@/lib/site-content/staff-profile-schema";
import { ResultMessage, type AdminFormAction } from "../action-form";
import { inputClass, labelClass, linkClass } from "../ui";
import { PhotoPicker, type PickedPhoto } from "./photo-picker";

export type ProfileFormValues = {
  id: string | null;
  name: string;
  role: string;
  credentials: Credential[];
  bio: string[];
  specialties: string[];
  photo: PickedPhoto | null;
  hasIllustration: boolean;
  altText: string;
  userId: string | null;
};

export type StaffAccount = { id: string; name: string };

const hintClass = "mt-1 text-sm text-slate-600";

export function StaffProfileForm({
  values,
  accounts,
  action,
}: {
  values: ProfileFormValues;
  accounts: StaffAccount[];
  action: AdminFormAction;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  const router = useRouter();
  // React resets a form after its action, which would empty a long bio over one refused field;
  // with JavaScript the form is sent by hand so what was typed stays (without, it posts as usual).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  const [credentials, setCredentials] = useState<Credential[]>(
    values.credentials.length ? values.credentials : [{ kind: "other", text: "" }],
  );
  const [altText, setAltText] = useState(values.altText);
  const [rowKeys, setRowKeys] = useState(() => credentials.map((_, i) => i));
  const [nextKey, setNextKey] = useState(credentials.length);

  // A new profile, once saved, is edited on its own page from then on rather than added again.
  useEffect(() => {
    const saved = result?.ok ? (result.data as { id?: string } | undefined)?.id : undefined;
    if (saved && !values.id)
      router.replace(`/admin/site/staff/${encodeURIComponent(saved)}?added=1`);
  }, [result, router, values.id]);

  const setKind = (index: number, kind: CredentialKind) =>
    setCredentials(credentials.map((c, i) => (i === index ? { ...c, kind } : c)));
  const setText = (index: number, text: string) =>
    setCredentials(credentials.map((c, i) => (i === index ? { ...c, text } : c)));

  return (
    <form action={formAction} onSubmit={submit} className="space-y-5" aria-label="Staff profile">
      <input type="hidden" name="id" value={values.id ?? ""} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="profile-name" className={labelClass}>
            Name
          </label>
          <input
            id="profile-name"
            name="name"
            required
            maxLength={PROFILE_LIMITS.name}
            defaultValue={values.name}
            aria-describedby="profile-name-hint"
            className={inputClass}
          />
          <p id="profile-name-hint" className={hintClass}>
            As parents should read it, such as “Rachel Thompson, M.Ed.”.
          </p>
        </div>
        <div>
          <label htmlFor="profile-role" className={labelClass}>
            Role
          </label>
          <input
            id="profile-role"
            name="role"
            required
            maxLength={PROFILE_LIMITS.role}
            defaultValue={values.role}
            className={inputClass}
          />
        </div>
      </div>

      <fieldset>
        <legend className={labelClass}>Credentials</legend>
        <p className={hintClass}>
          Choose a certification from the list (its issuing body is shown with it), or “Other” to
          type a degree or training in your own words.
        </p>
        <ul className="mt-2 space-y-2">
          {credentials.map((credential, index) => (
            <li key={rowKeys[index]} className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`credential-kind-${index}`} className="sr-only">
                  Credential {index + 1}
                </label>
                <select
                  id={`credential-kind-${index}`}
                  name="credentialKind"
                  value={credential.kind}
                  onChange={(event) => setKind(index, event.target.value as CredentialKind)}
                  className={`${inputClass} sm:w-72`}
                >
                  {Object.entries(CREDENTIAL_KINDS).map(([kind, known]) => (
                    <option key={kind} value={kind}>
                      {known.label} ({known.issuer})
                    </option>
                  ))}
                  <option value="other">Other (type it in)</option>
                </select>
              </div>
              <div className="min-w-48 flex-1">
                <label htmlFor={`credential-text-${index}`} className="sr-only">
                  Credential {index + 1} in your words
                </label>
                <input
                  id={`credential-text-${index}`}
                  name="credentialText"
                  value={credential.kind === "other" ? credential.text : ""}
                  onChange={(event) => setText(index, event.target.value)}
                  disabled={credential.kind !== "other"}
                  maxLength={PROFILE_LIMITS.credential}
                  placeholder={
                    credential.kind === "other" ? "Such as “M.Ed., Special Education”" : ""
                  }
                  className={inputClass}
                />
                {/* A disabled input posts nothing; this keeps each row's pair in step. */}
                {credential.kind !== "other" ? (
                  <input type="hidden" name="credentialText" value="" />
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="compact"
                aria-label={`Remove credential ${index + 1}`}
                onClick={() => {
                  setCredentials(credentials.filter((_, i) => i !== index));
                  setRowKeys(rowKeys.filter((_, i) => i !== index));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {credentials.length < PROFILE_LIMITS.credentials ? (
          <Button
            variant="secondary"
            size="compact"
            className="mt-2"
            onClick={() => {
              setCredentials([...credentials, { kind: "other", text: "" }]);
              setRowKeys([...rowKeys, nextKey]);
              setNextKey(nextKey + 1);
            }}
          >
            Add a credential
          </Button>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor="profile-bio" className={labelClass}>
          Bio
        </label>
        <textarea
          id="profile-bio"
          name="bio"
          required
          rows={8}
          maxLength={PROFILE_LIMITS.bio}
          defaultValue={values.bio.join("\n\n")}
          aria-describedby="profile-bio-hint"
          className={`${inputClass} py-2`}
        />
        <p id="profile-bio-hint" className={hintClass}>
          Plain text. Leave a blank line between paragraphs (at most {PROFILE_LIMITS.bioParagraphs}
          ).
        </p>
      </div>

      <div>
        <label htmlFor="profile-specialties" className={labelClass}>
          Ask them about (optional)
        </label>
        <textarea
          id="profile-specialties"
          name="specialties"
          rows={3}
          defaultValue={values.specialties.join("\n")}
          aria-describedby="profile-specialties-hint"
          className={`${inputClass} py-2`}
        />
        <p id="profile-specialties-hint" className={hintClass}>
          One a line, such as “Spelling”; at most {PROFILE_LIMITS.specialties}.
        </p>
      </div>

      <fieldset>
        <legend className={labelClass}>Photo (optional)</legend>
        {!values.photo && values.hasIllustration ? (
          <p className={hintClass}>
            Until you add a photo, the page shows this person&apos;s illustration.
          </p>
        ) : null}
        <PhotoPicker purpose="portrait" initial={values.photo} onUploaded={() => setAltText("")} />
        <div className="mt-3">
          <label htmlFor="profile-alt" className={labelClass}>
            Describe the picture
          </label>
          <input
            id="profile-alt"
            name="altText"
            value={altText}
            onChange={(event) => setAltText(event.target.value)}
            maxLength={PROFILE_LIMITS.altText}
            aria-describedby="profile-alt-hint"
            className={inputClass}
          />
          <p id="profile-alt-hint" className={hintClass}>
            Required with a photo: read aloud to people who cannot see it, such as “Megan Park
            smiling at her desk”.
          </p>
        </div>
      </fieldset>

      {accounts.length ? (
        <div>
          <label htmlFor="profile-account" className={labelClass}>
            Staff account (optional)
          </label>
          <select
            id="profile-account"
            name="userId"
            defaultValue={values.userId ?? ""}
            aria-describedby="profile-account-hint"
            className={`${inputClass} sm:w-80`}
          >
            <option value="">None</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
          <p id="profile-account-hint" className={hintClass}>
            Link the profile to the person&apos;s sign-in, so parents see this name as the host of
            the consultations they hold.
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="compact" disabled={pending}>
          {pending ? "Saving..." : "Save to draft"}
        </Button>
        <Link href="/admin/site/staff" className={linkClass}>
          Back to staff profiles
        </Link>
      </div>
      <ResultMessage result={result} />
    </form>
  );
}
