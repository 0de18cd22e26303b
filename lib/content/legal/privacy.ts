import { siteConfig } from "@/lib/site-config";
import type { LegalDocument } from "./types";

const { name, state } = siteConfig;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "January 26, 2025",
  intro: [
    `${name} ("${name}", "we", "us" or "our") provides one-to-one online tutoring for children and adults with dyslexia and other learning differences. We know that families trust us with information about their children, and we take that trust seriously. This Privacy Policy explains what information we collect, how we use and share it, and the choices and rights you have.`,
  ],
  sections: [
    {
      id: "scope",
      title: "1. Scope of This Policy",
      blocks: [
        `This policy applies to our website, including our free student learning games ("Student Apps"), to consultation calls, assessments and tutoring sessions, and to our communications with you by email, phone or text message. It does not apply to websites or services run by others, even if we link to them.`,
        `Our services are intended for use by parents and legal guardians ("parents") on behalf of their children, and by adult students. By using our website or services you acknowledge this policy. If you do not agree with it, please do not use our website or submit information to us.`,
      ],
    },
    {
      id: "information-we-collect",
      title: "2. Information We Collect",
      blocks: [
        "Information you give us. When you book a consultation, submit an intake or assessment form, send a contact message or create an account, we collect:",
        {
          list: [
            "Parent or guardian contact details: name, email address and phone number.",
            "Student details you choose to share: first name, age or grade, learning concerns, goals, prior evaluations and school information.",
            "Scheduling details: the consultation time you choose and any notes you add.",
            "Account details: email address, display name and a securely hashed password.",
            "Messages you send us, including the subject and content of contact form submissions.",
          ],
        },
        "Information collected automatically. When you visit the website we and our service providers may collect your IP address, browser and device type, pages viewed, the referring page, and, if you arrived from an advertisement, campaign identifiers such as the Google click identifier (gclid) and UTM parameters. Analytics and advertising cookies are only set after you accept them in our cookie banner.",
        "Information from tutoring sessions. Tutors keep lesson notes, progress measurements and assessment results so that instruction can be planned and progress reported to you. We do not record sessions unless a parent has agreed in advance.",
        "Results of activities your tutor shares. When a tutor turns on results for an activity shared by link, the player is asked for a first name or nickname only (never a surname or email), and we store that name with the score, the time taken and the words or items missed, so the tutor can plan the next lesson. No account is created. These results are deleted when the tutor deletes the activity, and are covered by our Data Deletion Policy like any other information we hold.",
        "Tutors' student lists. A tutor's list of the students they teach keeps only each child's first name or nickname (never a surname, email, birthday or school), and deleting a student from the list deletes their results too.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "3. How We Use Information",
      blocks: [
        "We use personal information only for the purposes for which it was provided and for related, compatible purposes, including to:",
        {
          list: [
            "schedule and hold consultations, assessments and tutoring sessions, and send confirmations and reminders;",
            "understand each student's needs, plan instruction and report progress to parents;",
            "respond to questions and requests, including privacy and data deletion requests;",
            "process payments and keep business and tax records;",
            "protect our website and users from spam, fraud and abuse;",
            "understand, with your consent, how families find us and which of our advertisements are effective; and",
            "comply with law and enforce our Terms of Service.",
          ],
        },
        "We do not use student information to build advertising profiles, and we do not sell personal information.",
      ],
    },
    {
      id: "childrens-privacy",
      title: "4. Children's Privacy (COPPA)",
      blocks: [
        "We comply with the Children's Online Privacy Protection Act (COPPA). Our forms and accounts are for parents and adult students, not for children. Information about a child under 13 is collected only from the child's parent, with the parent's consent, and is used only to provide the services the parent requested.",
        "Our Student Apps can be used without an account and do not ask children for names, email addresses or any other personal information. Student App pages carry no advertising and we do not send advertising signals from them. Work created in a Student App, such as a drawing on the writing paper, stays on the child's device unless an adult chooses to save or print it.",
        "Parents may review the information we hold about their child, ask us to correct or delete it, and refuse further collection at any time by contacting us at {email}. If we learn that we have collected personal information from a child under 13 without parental consent, we will delete it promptly.",
      ],
    },
    {
      id: "education-records",
      title: "5. Student Education Records (FERPA)",
      blocks: [
        "We are a private tutoring provider, not a school, and the Family Educational Rights and Privacy Act (FERPA) generally applies to schools rather than to us. Nonetheless, when a parent shares school records with us, such as report cards, evaluations, IEPs or 504 plans, or asks us to communicate with a child's school, we treat those records as confidential.",
        "We use education records only to plan and deliver instruction for that student, share them only with the parent's written permission or as required by law, and, where we work with a school under a written agreement, follow the school's FERPA obligations as its service provider.",
      ],
    },
    {
      id: "cookies-analytics",
      title: "6. Cookies, Analytics and Advertising",
      blocks: [
        "We use a small number of strictly necessary cookies and browser storage entries to keep you signed in, remember your cookie choice and keep forms working. With your consent we also use Google Analytics to understand how the website is used and Google Ads conversion measurement to understand which advertisements lead families to book a consultation.",
        "We use Google Consent Mode: until you accept, analytics and advertising storage is denied. You can change your choice at any time with the Cookie settings button at the bottom of every page. If you accept advertising measurement and submit a form, a one-way hashed version of your email address and phone number may be shared with Google to measure conversions; it is not used to identify you to us.",
        "You can also block or delete cookies through your browser settings, or opt out of Google Analytics with Google's browser add-on. Some browsers send a Global Privacy Control signal; where the law requires, we honour it as an opt-out of targeted advertising.",
      ],
    },
    {
      id: "recaptcha",
      title: "7. Spam and Bot Protection (reCAPTCHA v3)",
      blocks: [
        "To protect our forms from spam and automated abuse we may use Google reCAPTCHA v3, which runs in the background without asking you to solve a puzzle. reCAPTCHA collects hardware and software information, such as device and application data, and sends it to Google for analysis. That information is governed by Google's Privacy Policy and Terms of Service.",
        "If reCAPTCHA is not enabled, we rely on our own checks (for example, a hidden field and a minimum time to complete a form) that do not send information to third parties.",
      ],
    },
    {
      id: "email-delivery",
      title: "8. Email Communications and Our Email Delivery Provider",
      blocks: [
        "We send transactional emails, such as booking confirmations, calendar invitations and replies to your messages, through a third-party email delivery provider that processes your email address and the message content only to deliver our emails on our behalf. The provider is contractually required to keep that information confidential and secure.",
        "We send newsletters or promotional emails only if you have asked to receive them, and every such email contains an unsubscribe link. You cannot opt out of transactional emails about sessions you have booked while those sessions are active.",
      ],
    },
    {
      id: "sharing",
      title: "9. How We Share Information",
      blocks: [
        "We do not sell or rent personal information, and we do not share it for cross-context behavioural advertising except as described in section 6 with your consent. We share information only:",
        {
          list: [
            "with our tutors and staff who need it to serve your family;",
            "with service providers who process it on our behalf under written confidentiality and security obligations;",
            "with your child's school or other professionals, only at your request or with your written permission;",
            "with a scholarship program such as Utah Fits All, only as needed to process payments you authorise;",
            "when required by law, subpoena or court order, or to protect the safety of a child or others; and",
            "in connection with a merger, sale or transfer of our business, subject to this policy.",
          ],
        },
      ],
    },
    {
      id: "third-party-services",
      title: "10. Third-Party Services",
      blocks: [
        "We rely on the following kinds of third-party services. Each processes only the information needed for its role and is bound by its own privacy policy:",
        {
          list: [
            "Google Analytics and Google Ads (site measurement and advertising conversion measurement, only with consent);",
            "Google reCAPTCHA (spam and bot protection);",
            "an email delivery provider (transactional email);",
            "a video conferencing platform (live online sessions);",
            "a payment processor (payments; we do not store full card numbers); and",
            "our website hosting and database providers.",
          ],
        },
        "Our website links to other organisations' websites, such as dyslexia resources and the Utah Fits All program. We are not responsible for their privacy practices; please read their policies.",
      ],
    },
    {
      id: "security-retention",
      title: "11. Data Security and Retention",
      blocks: [
        "We protect personal information with administrative, technical and physical safeguards, including encrypted connections (HTTPS), hashed passwords, role-based access for staff, audit logs, and encrypted daily backups that are deleted after at most 30 days (see section 8 of our Data Deletion Policy). No method of transmission or storage is completely secure, and we cannot guarantee absolute security. If a breach affecting your personal information occurs, we will notify you as required by law.",
        "We keep personal information only as long as needed for the purposes in this policy: enquiries that do not become tutoring are generally deleted within two years of last contact; student records are kept while tutoring continues and for up to three years afterwards so we can answer questions about past progress; and financial records are kept for seven years as tax law requires. You can ask us to delete information sooner under our Data Deletion Policy.",
      ],
    },
    {
      id: "your-rights",
      title: "12. Your Privacy Rights, Including State Privacy Rights",
      blocks: [
        `Wherever you live, you may ask us to tell you what personal information we hold about you or your child, to correct it, to delete it, or to stop sending you marketing messages. Residents of ${state} and of other states with consumer privacy laws (for example, the Utah Consumer Privacy Act and the California Consumer Privacy Act) may also have the right to:`,
        {
          list: [
            "confirm whether we process their personal information and obtain a copy of it in a portable format;",
            "request deletion of personal information they provided;",
            "correct inaccurate personal information, where the law provides that right;",
            "opt out of targeted advertising and of any sale of personal information (we do not sell personal information); and",
            "appeal our decision on a privacy request.",
          ],
        },
        "To exercise a right, email {email} or call {phone}. We will verify your identity before acting, respond within the time the applicable law requires (generally 45 days), and never treat you differently for exercising your rights. You may use an authorised agent where the law allows. If we decline your request, you may appeal by replying to our decision; we answer appeals within the time the law requires.",
      ],
    },
    {
      id: "changes-contact",
      title: "13. Changes to This Policy and How to Contact Us",
      blocks: [
        'We may update this policy from time to time. We will post the new version on this page with a new "Last updated" date and, if the changes are material, tell account holders by email before they take effect.',
        `Questions, requests or complaints about privacy can be sent to ${name} at {email} or by phone at {phone} ({hours}).`,
      ],
    },
  ],
};
