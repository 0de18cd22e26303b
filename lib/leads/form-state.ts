// What a lead form posted without JavaScript gets back from its server action, so the page it
// re-renders shows the answers, the server's messages beside each field, and (for the contact
// form) the security alert or the manual-verification fields.
import type { Failure } from "@/lib/result";

export type StartHereIntakeValues = {
  parentName: string;
  email: string;
  phone: string;
  contactMethod: string;
  studentAge: string;
  school: string;
  homeSchooled: boolean;
  strengths: string;
  struggles: string[];
  strugglesOther: string;
  strugglesDetails: string;
  previousTutor: string;
  previousTutorDetails: string;
  goals: string;
  additionalInfo: string;
};

export const emptyStartHereIntake: StartHereIntakeValues = {
  parentName: "",
  email: "",
  phone: "",
  contactMethod: "email",
  studentAge: "",
  school: "",
  homeSchooled: false,
  strengths: "",
  struggles: [],
  strugglesOther: "",
  strugglesDetails: "",
  previousTutor: "",
  previousTutorDetails: "",
  goals: "",
  additionalInfo: "",
};

export type ContactValues = { name: string; email: string; subject: string; message: string };
export const emptyContact: ContactValues = { name: "", email: "", subject: "", message: "" };

export type FallbackValues = { phone: string; alternateEmail: string; reason: string };
export const emptyFallback: FallbackValues = { phone: "", alternateEmail: "", reason: "" };

/**
 * A post without JavaScript only comes back when it did not go through (success redirects to the
 * thank-you page); null before the first post. "verify": the contact form shows the
 * manual-verification fields. "send_again": the post had no usable bot-check token (the pages are
 * prerendered, so the first post has none); `token` is a fresh built-in one for the next press.
 */
export type ServerFormState<V> = Failure<{
  status: "invalid" | "bot_check_failed" | "send_again" | "error" | "verify";
  values: V;
  /** A built-in bot-check token for the form's next post (null with reCAPTCHA or Turnstile). */
  token?: string | null;
}> | null;

export type ContactServerValues = ContactValues & Partial<FallbackValues>;

function text(formData: FormData, key: string): string {
  const value = formData.get(key);
  return typeof value === "string" ? value : "";
}

export function readStartHereIntake(formData: FormData): StartHereIntakeValues {
  return {
    parentName: text(formData, "parentName"),
    email: text(formData, "email"),
    phone: text(formData, "phone"),
    contactMethod: text(formData, "contactMethod") || "email",
    studentAge: text(formData, "studentAge"),
    school: text(formData, "school"),
    homeSchooled: text(formData, "homeSchooled") === "yes",
    strengths: text(formData, "strengths"),
    struggles: formData.getAll("struggles").filter((v): v is string => typeof v === "string"),
    strugglesOther: text(formData, "strugglesOther"),
    strugglesDetails: text(formData, "strugglesDetails"),
    previousTutor: text(formData, "previousTutor"),
    previousTutorDetails: text(formData, "previousTutorDetails"),
    goals: text(formData, "goals"),
    additionalInfo: text(formData, "additionalInfo"),
  };
}

export function readContact(formData: FormData): ContactServerValues {
  return {
    name: text(formData, "name"),
    email: text(formData, "email"),
    subject: text(formData, "subject"),
    message: text(formData, "message"),
    phone: text(formData, "phone"),
    alternateEmail: text(formData, "alternateEmail"),
    reason: text(formData, "reason"),
  };
}

/** The bot-check token rendered into the form, marked when the honeypot was filled. */
export function readToken(formData: FormData): string | null {
  const token = text(formData, "recaptchaToken");
  if (!token) return null;
  return text(formData, "website") ? `${token}.hp` : token;
}

export function honeypot(formData: FormData): string {
  return text(formData, "website");
}
