// The emails about a person's own sign-in: a link to choose a new password, the notice that the
// password changed, the notice of a sign-in from a new device, and a staff invitation. Each is
// the site's layout in HTML with the same words as plain text; links use the site's public address.
import { emailLayout, htmlButton, htmlParagraph as p } from "@/lib/email/layout";
import type { OutgoingEmail } from "@/lib/email/outbox";
import { businessFactsNow } from "@/lib/site-content/facts-now";

type Recipient = { name: string; email: string };

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

/** One email from paragraphs, with an optional button placed after the first `buttonAfter` of them. */
function accountEmail(
  kind: string,
  to: Recipient,
  subject: string,
  title: string,
  paragraphs: string[],
  button?: { label: string; url: string; after: number },
): OutgoingEmail {
  const before = button ? paragraphs.slice(0, button.after) : paragraphs;
  const after = button ? paragraphs.slice(button.after) : [];
  const textButton = button ? [`${button.label}: ${button.url}`, ""] : [];
  return {
    kind,
    to: to.email,
    subject,
    text: [
      greeting(to.name),
      "",
      ...before.flatMap((line) => [line, ""]),
      ...textButton,
      ...after.flatMap((line) => [line, ""]),
      businessFactsNow().name,
      businessFactsNow().email,
    ].join("\n"),
    html: emailLayout(
      title,
      [
        p(greeting(to.name)),
        ...before.map(p),
        button ? htmlButton(button.label, button.url) : "",
        ...after.map(p),
      ].join(""),
    ),
  };
}

export function passwordResetEmail(to: Recipient, resetUrl: string): OutgoingEmail {
  return accountEmail(
    "account_password_reset",
    to,
    `Choose a new password for ${businessFactsNow().name}`,
    "Choose a new password",
    [
      "Someone (we hope you) asked to reset the password of your account. The link below lets you choose a new one. It works once, for the next hour.",
      "If you didn't ask, you can ignore this email: your password stays as it is.",
    ],
    { label: "Choose a new password", url: resetUrl, after: 1 },
  );
}

export function passwordChangedEmail(to: Recipient, signInUrl: string): OutgoingEmail {
  return accountEmail(
    "account_password_changed",
    to,
    `Your ${businessFactsNow().name} password was changed`,
    "Your password was changed",
    [
      "The password of your account was just changed, and every other place where you were signed in has been signed out.",
      `If this wasn't you, please choose a new password at once with "Forgot password?" on the sign-in page, and write to us at ${businessFactsNow().email}.`,
    ],
    { label: "Sign in", url: signInUrl, after: 1 },
  );
}

export function newSignInEmail(
  to: Recipient,
  signIn: { device: string; address: string; when: string },
  securityUrl: string,
): OutgoingEmail {
  return accountEmail(
    "account_new_sign_in",
    to,
    `New sign-in to your ${businessFactsNow().name} account`,
    "A new sign-in to your account",
    [
      `Your account was just signed in to from a device we hadn't seen: ${signIn.device}, from the address ${signIn.address}, on ${signIn.when}.`,
      "If this was you, there's nothing to do.",
      "If it wasn't, end that session under Account security and change your password there.",
    ],
    { label: "Account security", url: securityUrl, after: 2 },
  );
}

export function staffInvitationEmail(
  to: Recipient,
  invite: { inviterName: string; roleLabel: string; url: string; expires: string },
): OutgoingEmail {
  return accountEmail(
    "staff_invitation",
    to,
    `${invite.inviterName} invited you to join ${businessFactsNow().name}`,
    `Join ${businessFactsNow().name}`,
    [
      `${invite.inviterName} has invited you to join ${businessFactsNow().name} as a ${invite.roleLabel.toLowerCase()}. Choose your own password with the link below to set up your account.`,
      `The link works once and until ${invite.expires}. If it has run out, ask ${invite.inviterName} to send a new one.`,
    ],
    { label: "Set your password", url: invite.url, after: 1 },
  );
}
