// The two emails a sign-up can lead to. Sign-up answers the same whether or not the email already
// has an account, so the difference reaches only the inbox's owner: a new member gets the link
// that confirms the address (it signs nobody in); the owner of an existing account (staff included)
// hears that someone tried, and how to get in if it was them. Names are escaped in HTML.
import { emailLayout as layout, htmlButton, htmlParagraph as p } from "@/lib/email/layout";
import type { OutgoingEmail } from "@/lib/email/outbox";
import { businessFactsNow } from "@/lib/site-content/facts-now";

type Recipient = { name: string; email: string };

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

export function confirmSignUpEmail(to: Recipient, confirmUrl: string): OutgoingEmail {
  const intro = `Thank you for creating an account with ${businessFactsNow().name}. Please confirm that this is your email address with the button below (it works for the next 24 hours), then sign in with the password you chose.`;
  const notYou =
    "If you didn't ask for an account, you can ignore this email. Nothing more will happen.";
  return {
    kind: "account_confirm_sign_up",
    to: to.email,
    subject: `Confirm your email for ${businessFactsNow().name}`,
    text: [
      greeting(to.name),
      "",
      intro,
      "",
      confirmUrl,
      "",
      notYou,
      "",
      `${businessFactsNow().name}`,
      businessFactsNow().email,
    ].join("\n"),
    html: layout(
      "Confirm your email",
      [p(greeting(to.name)), p(intro), htmlButton("Confirm my email", confirmUrl), p(notYou)].join(
        "",
      ),
    ),
  };
}

export function existingAccountSignUpEmail(to: Recipient, signInUrl: string): OutgoingEmail {
  const what = `Someone just tried to create a ${businessFactsNow().name} account with your email address. You already have an account with us, so nothing was changed.`;
  const ifYou =
    "If it was you, you can sign in with your usual password. If you can't remember it, reply to this email or write to us and we'll help you reset it.";
  const ifNot =
    "If it wasn't you, you don't need to do anything: your account and password stay as they are.";
  return {
    kind: "account_sign_up_existing",
    to: to.email,
    subject: `Someone tried to create an account with your email`,
    text: [
      greeting(to.name),
      "",
      what,
      "",
      ifYou,
      `Sign in: ${signInUrl}`,
      `Write to us: ${businessFactsNow().email}`,
      "",
      ifNot,
      "",
      businessFactsNow().name,
    ].join("\n"),
    html: layout(
      "About your account",
      [
        p(greeting(to.name)),
        p(what),
        p(ifYou),
        htmlButton("Sign in", signInUrl),
        p(`Write to us: ${businessFactsNow().email}`),
        p(ifNot),
      ].join(""),
    ),
  };
}

/** Five wrong two-factor codes in a row paused the account's second factor: its owner hears of it. */
export function twoFactorLockedEmail(to: Recipient, signInUrl: string): OutgoingEmail {
  const what = `Someone signed in to your ${businessFactsNow().name} account with your password, then entered 5 wrong two-factor codes. To protect your account, two-factor sign-in is paused for 15 minutes.`;
  const ifYou = "If it was you, wait 15 minutes and sign in again with a fresh code from your app.";
  const ifNot =
    "If it wasn't you, someone knows your password: please change it as soon as you can, and write to us so we can help.";
  return {
    kind: "account_two_factor_locked",
    to: to.email,
    subject: "Wrong two-factor codes on your account",
    text: [
      greeting(to.name),
      "",
      what,
      "",
      ifYou,
      "",
      ifNot,
      `Sign in: ${signInUrl}`,
      `Write to us: ${businessFactsNow().email}`,
      "",
      businessFactsNow().name,
    ].join("\n"),
    html: layout(
      "Wrong two-factor codes",
      [
        p(greeting(to.name)),
        p(what),
        p(ifYou),
        p(ifNot),
        htmlButton("Sign in", signInUrl),
        p(`Write to us: ${businessFactsNow().email}`),
      ].join(""),
    ),
  };
}
