import { siteConfig } from "@/lib/site-config";
import type { LegalDocument } from "./types";

const { name } = siteConfig;

/** Timings promised to families (spec section 2, "Legal pages"). */
export const deletionTimeline: [string, string][] = [
  ["Acknowledgement of your request", "Within 48 hours"],
  ["Identity verification", "2-3 business days"],
  ["Review of the request", "3-5 business days"],
  ["Deletion from our active systems", "Within 10 business days of approval"],
  ["Total time, start to finish", "About 15 business days"],
  ["Removal from backups", "Within about 30 days"],
];

export const dataDeletionPolicy: LegalDocument = {
  title: "Data Deletion Policy",
  lastUpdated: "January 27, 2025",
  intro: [
    `You can ask ${name} to delete the personal information we hold about you or your child at any time. This policy explains who can make a request, how to make it, how long each step takes, and the limited information we may be required to keep.`,
  ],
  sections: [
    {
      id: "purpose",
      title: "1. Purpose and Scope",
      blocks: [
        "This policy applies to personal information collected through our website, consultation bookings, intake and assessment forms, contact messages, member accounts and tutoring services. It supplements our Privacy Policy, which describes what we collect and why.",
      ],
    },
    {
      id: "who-can-request",
      title: "2. Who Can Request Deletion",
      blocks: [
        {
          list: [
            "A parent or legal guardian, for their own information and for information about their child;",
            "An adult student (18 or older), for their own information;",
            "An account holder, for the account and everything linked to it; and",
            "An authorised agent acting for one of the people above, with written, signed permission.",
          ],
        },
      ],
    },
    {
      id: "what-can-be-deleted",
      title: "3. What Information Can Be Deleted",
      blocks: [
        "You may ask us to delete any or all of: contact details; consultation bookings and notes; intake, assessment and contact form submissions; student profiles, lesson notes, assessment results and progress records; your member account; and records of your cookie and advertising preferences that we can link to you.",
        "You may also ask for a copy of your information before it is deleted. We will send it to you at no charge.",
        "Our tutors' student lists keep only a child's first name or nickname, and when a tutor deletes a student from their list, everything stored for that student, including their results, is deleted with them.",
      ],
    },
    {
      id: "how-to-request",
      title: "4. How to Submit a Request",
      blocks: [
        'Email {email} with the subject line "Data Deletion Request". Please include:',
        {
          list: [
            "your full name and the email address and phone number you used with us;",
            "your child's first name, if the request concerns a student;",
            "what you would like deleted (everything, or specific items); and",
            "whether you would like a copy of the information first.",
          ],
        },
        "You may also call us at {phone} and we will record the request for you. We do not charge for deletion requests.",
      ],
    },
    {
      id: "verification",
      title: "5. Verifying Your Identity",
      blocks: [
        "To protect your family from someone pretending to be you, we confirm your identity before deleting anything, usually by replying to the email address on file and asking you to confirm one or two details only you would know. Verification normally takes 2-3 business days after we receive your reply. We use the information you provide for verification only for that purpose.",
      ],
    },
    {
      id: "review",
      title: "6. Review of Your Request",
      blocks: [
        "Once your identity is confirmed we review the request within 3-5 business days to locate every record linked to you and to check whether any of it must be kept by law (see section 9). If we cannot delete something, we will tell you what and why.",
      ],
    },
    {
      id: "timeline",
      title: "7. Deletion Timeline",
      blocks: [
        "We acknowledge every request within 48 hours. After verification and review, we delete the information from our active systems within 10 business days and confirm by email when it is done. From start to finish the process takes about 15 business days.",
        { caption: "How long each step takes", rows: deletionTimeline },
        "Deleting your information also cancels any upcoming consultations or sessions and closes your member account.",
      ],
    },
    {
      id: "backups",
      title: "8. Backups and Service Providers",
      blocks: [
        "Our website's database is copied into a backup once a day so that we can recover from a system failure. Each backup is a complete copy of that database, so it holds whatever we had about you that day: contact details, form submissions, consultation bookings and staff notes. Backups are encrypted (AES-256) with a passphrase that only we hold, and are stored on our own servers where only the account that runs our website can read them.",
        "We keep the most recent 14 daily backups, never more than 30, and older ones are deleted automatically, so information deleted from our active systems is cleared from backups within about 30 days. Backups are never used to restore your information except to recover from a system failure; if we ever restore one, we first repeat every deletion completed since that backup was made.",
        "We also instruct the service providers who process information for us (for example, our email delivery provider) to delete your information, and we confirm with them that they have done so.",
      ],
    },
    {
      id: "retained",
      title: "9. Information We May Be Required to Keep",
      blocks: [
        "Some records must be kept even after a deletion request. Financial records, such as invoices and payment records, are typically kept for 7 years to meet tax and accounting obligations. We may also keep information needed to resolve a dispute, to comply with a legal obligation or court order, to protect a child's safety, or to prevent fraud. We keep only what is necessary, restrict access to it, and delete it when the obligation ends.",
        "We keep a minimal record that a deletion request was made and completed, so that we can show we honoured it.",
      ],
    },
    {
      id: "appeals",
      title: "10. Appeals",
      blocks: [
        'If we decline all or part of your request, you may appeal by replying to our decision or emailing {email} with the subject line "Deletion Appeal". A different staff member will review the appeal and answer in writing within 10 business days, explaining the outcome and the reasons. If you are not satisfied, you may contact your state\'s Attorney General or consumer protection office.',
      ],
    },
    {
      id: "contact",
      title: "11. Contact Us",
      blocks: [
        `Questions about this policy or a request you have made can be sent to {email} or by phone at {phone} ({hours}).`,
      ],
    },
  ],
};
