import { siteConfig } from "@/lib/site-config";
import type { LegalDocument } from "./types";

const { name, state } = siteConfig;

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "January 27, 2025",
  intro: [
    `These Terms of Service ("Terms") are an agreement between you and ${name} ("we", "us" or "our"). They govern your use of our website, our free Student Apps, and our consultation, assessment and tutoring services. Please read them carefully.`,
  ],
  sections: [
    {
      id: "acceptance",
      title: "1. Acceptance of These Terms",
      blocks: [
        "By using our website, booking a consultation, submitting a form or purchasing services, you agree to these Terms and to our Privacy Policy. If you are accepting on behalf of a child, you confirm that you are the child's parent or legal guardian. If you do not agree, please do not use our website or services.",
      ],
    },
    {
      id: "services",
      title: "2. Our Services",
      blocks: [
        "We provide one-to-one online educational services, including free consultations, educational assessments, reading, spelling, writing and math tutoring, and structured programs. Descriptions and current prices are listed on our Services page.",
        "Our services are educational. They are not medical, psychological, speech-language or other clinical services, and our assessments are not a clinical or psychological diagnosis of dyslexia or any other condition. Our tutoring does not replace services a school is required to provide under special education law.",
      ],
    },
    {
      id: "eligibility-accounts",
      title: "3. Eligibility and Accounts",
      blocks: [
        "You must be at least 18 years old to book services, create an account or submit forms. Children may use our services and Student Apps under the supervision of a parent, guardian or teacher.",
        "You are responsible for keeping your account password confidential and for activity under your account. Tell us promptly at {email} if you believe your account has been used without permission. We may suspend accounts that are used in breach of these Terms.",
      ],
    },
    {
      id: "scheduling",
      title: "4. Consultations, Scheduling and Cancellations",
      blocks: [
        "Consultation times you select are held for a short time while you complete the booking and are confirmed by email. Session times are shown and agreed in Mountain Time (MT).",
        "Please give at least 24 hours' notice to cancel or reschedule a paid session. Sessions cancelled with at least 24 hours' notice can be rescheduled without charge. Sessions cancelled with less notice, or missed without notice, may be charged in full, except in emergencies, which we handle with understanding. If a tutor must cancel, we will offer a make-up session or a credit.",
        "If a student joins more than 15 minutes late without notice, the tutor may treat the session as missed.",
      ],
    },
    {
      id: "fees",
      title: "5. Fees, Payment and Refunds",
      blocks: [
        "Fees are those listed on our Services page or agreed in writing when you book. Prices may change, but a change will not affect sessions or programs you have already paid for. Payment is due as stated on your invoice; we may pause sessions while an invoice is overdue.",
        "The Student Assessment fee is waived, or credited back, once the student completes eight paid tutoring sessions. Program fees (such as the Reading Discovery Program) cover the stated number of sessions; unused sessions in a program may be refunded on a pro-rated basis if you withdraw, less any sessions already delivered. Except as stated here or required by law, fees for sessions already delivered are non-refundable.",
      ],
    },
    {
      id: "scholarships",
      title: "6. Scholarships and Third-Party Funding",
      blocks: [
        "Where services are paid for through a scholarship or education savings program, such as Utah Fits All, the program's rules, eligibility decisions and payment timelines also apply. We are not responsible for a program's decisions on eligibility or reimbursement. If a program declines or reverses payment for services delivered, you remain responsible for the fees.",
      ],
    },
    {
      id: "online-sessions",
      title: "7. Online Sessions and Technology",
      blocks: [
        "Sessions take place over a video conferencing platform. You are responsible for a suitable device, a working camera and microphone, and a reliable internet connection. For students under 13, a parent or responsible adult should be available nearby during sessions.",
        "If a session is interrupted by a problem on our side, we will extend or reschedule it. We do not record sessions unless a parent has agreed in advance.",
      ],
    },
    {
      id: "conduct",
      title: "8. Respectful Conduct",
      blocks: [
        "We ask everyone, students, parents and staff alike, to treat each other with courtesy. You agree not to misuse our website or services, including by submitting false information, attempting to access accounts or systems without permission, interfering with the website's operation, sending spam, or harassing our staff. We may end services for conduct that puts students or staff at risk.",
      ],
    },
    {
      id: "student-apps",
      title: "9. Student Apps",
      blocks: [
        "Our Student Apps are free learning games and tools for students, parents and teachers. They are provided for personal and classroom educational use, without an account. You may use them with students in lessons, including paid lessons of your own, but you may not copy, resell or republish the apps themselves.",
        'The Student Apps are provided "as is" and may change or be withdrawn at any time.',
      ],
    },
    {
      id: "intellectual-property",
      title: "10. Intellectual Property",
      blocks: [
        `The website, Student Apps, lesson materials, illustrations and other content are owned by ${name} or its licensors and are protected by copyright and trademark law. Materials shared with your family during tutoring are licensed to you for your child's personal use only. You may not reproduce, distribute or create derivative works from our content without our written permission.`,
      ],
    },
    {
      id: "communications",
      title: "11. Communications",
      blocks: [
        "By giving us your email address and phone number in a form, you agree that we may contact you by email, phone and text message about your request, bookings and services. Message and data rates may apply. You can opt out of text messages by replying STOP and of marketing email by using the unsubscribe link; we will still send messages needed to deliver services you have booked.",
      ],
    },
    {
      id: "results",
      title: "12. No Guarantee of Results",
      blocks: [
        "Every child learns differently. Statements about typical progress and results on our website, including the share of our students who show measurable improvement, describe past experience and are not a promise about any individual student. Progress depends on many factors, including attendance, practice and the student's individual needs.",
      ],
    },
    {
      id: "warranties-liability",
      title: "13. Disclaimers and Limitation of Liability",
      blocks: [
        'Except as expressly stated in these Terms, our website and services are provided "as is" and "as available", without warranties of any kind, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose and non-infringement, to the fullest extent the law allows.',
        "To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits or data, arising from your use of our website or services. Our total liability for any claim relating to our services is limited to the amount you paid us for the services giving rise to the claim in the six months before the claim arose. Nothing in these Terms limits liability that cannot be limited by law.",
        "You agree to indemnify us against claims arising from your breach of these Terms or your misuse of our website, except to the extent caused by our own negligence or misconduct.",
      ],
    },
    {
      id: "governing-law",
      title: "14. Governing Law and Disputes",
      blocks: [
        `These Terms are governed by the laws of the State of ${state}, without regard to its conflict of law rules. Before filing any claim, we each agree to try to resolve the dispute informally by contacting the other in writing and allowing 30 days for a response. Any claim that is not resolved informally will be brought in the state or federal courts located in ${state}, and you and we consent to their jurisdiction, except that either party may bring an individual claim in small claims court.`,
      ],
    },
    {
      id: "changes-contact",
      title: "15. Changes to These Terms and Contact Information",
      blocks: [
        'We may update these Terms from time to time. We will post the updated Terms on this page with a new "Last updated" date, and, for material changes, notify account holders by email before they take effect. Continuing to use our website or services after the effective date means you accept the updated Terms. If any provision is found unenforceable, the remaining provisions stay in effect.',
        `Questions about these Terms can be sent to {email} or by phone at {phone} ({hours}).`,
      ],
    },
  ],
};
