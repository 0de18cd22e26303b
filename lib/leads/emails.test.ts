// The staff notice lists every field and links to the lead in the admin area; the parent's
// acknowledgement promises contact within 24 hours during business hours; typed HTML is escaped.
import { siteConfig } from "@/lib/site-config";
import {
  adminLeadUrl,
  contactEmails,
  intakeEmails,
  type ContactRecord,
  type IntakeRecord,
} from "./emails";
import { businessFactsOf, rememberBusinessFacts } from "@/lib/site-content/facts-now";

const ctx = { staffAddress: "staff@practice.test", siteUrl: "https://practice.test/" };
const createdAt = new Date("2026-03-02T16:00:00Z");
const crm = {
  status: "new",
  assignedTo: "",
  crmNotes: [],
  lastContactDate: null,
  nextFollowUpDate: null,
  priority: "medium",
  idempotencyKey: null,
  familyId: null,
  version: 1,
  createdAt,
  updatedAt: createdAt,
};

const intake: IntakeRecord = {
  ...crm,
  id: "11111111-1111-4111-8111-111111111111",
  variant: "start_here",
  parentName: "Jordan <b>Rivera</b>",
  email: "jordan@example.com",
  phone: "(801) 555-0199",
  contactMethod: "text",
  studentAge: "9",
  school: "Maple Elementary",
  strengths: "Loves stories",
  struggles: ["reading", "other"],
  strugglesOther: "Handwriting",
  strugglesDetails: "Guesses long words",
  previousTutor: "yes",
  previousTutorDetails: "One summer",
  goals: "<script>alert('x')</script>",
  additionalInfo: null,
  leadSource: "intake_form",
  conversionStage: "intake_submitted",
  attribution: {
    gclid: "G-1",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "dyslexia",
    utm_term: null,
    utm_content: null,
    referrer: null,
    ts: null,
  },
  gclid: "G-1",
};

describe("intake emails", () => {
  const [staff, parent] = intakeEmails(intake, ctx);

  it("tells staff every answer with a link to the lead", () => {
    expect(staff).toMatchObject({
      kind: "intake_staff",
      to: "staff@practice.test",
      replyTo: "jordan@example.com",
      relatedType: "intake_form",
      relatedId: intake.id,
    });
    expect(staff?.subject).toBe("New intake form: Jordan <b>Rivera</b>");
    for (const line of [
      "Parent/guardian: Jordan <b>Rivera</b>",
      "Email: jordan@example.com",
      "Phone: (801) 555-0199",
      "Preferred contact: Text",
      "Student's age: 9",
      "School: Maple Elementary",
      "Strengths: Loves stories",
      "Struggles: Reading, Other",
      "Other struggles: Handwriting",
      "Struggle details: Guesses long words",
      "Worked with a tutor before: Yes",
      "Previous tutoring: One summer",
      "Goals: <script>alert('x')</script>",
      "Additional information: (none)",
      "Lead source: Start Here intake",
      "Source: Came from Google Ads, campaign Dyslexia",
      "Google Ads click id: G-1",
      "https://practice.test/admin/leads/intake/11111111-1111-4111-8111-111111111111",
    ]) {
      expect(staff?.text).toContain(line);
    }
  });

  it("escapes what the family typed in HTML", () => {
    expect(staff?.html).toContain("Jordan &lt;b&gt;Rivera&lt;/b&gt;");
    expect(staff?.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(staff?.html).not.toContain("<script>");
    expect(parent?.html).not.toContain("<b>Rivera");
  });

  it("acknowledges the parent: contact within 24 hours, Mon-Fri 8am-5pm MT", () => {
    expect(parent).toMatchObject({
      kind: "intake_parent",
      to: "jordan@example.com",
      subject: "We received your intake form",
    });
    expect(parent?.text).toContain("within 24 hours");
    expect(parent?.text).toContain("Mon-Fri 8am-5pm MT");
  });

  it("describes an assessment request with its own fields", () => {
    const [requestStaff, requestParent] = intakeEmails(
      {
        ...intake,
        variant: "get_started",
        leadSource: "landing_page_intake",
        contactMethod: null,
        school: null,
        struggles: [],
        strugglesDetails: "Spelling",
        goals: null,
      },
      ctx,
    );
    expect(requestStaff?.subject).toBe("New assessment request: Jordan <b>Rivera</b>");
    expect(requestStaff?.text).toContain("Learning struggles: Spelling");
    expect(requestStaff?.text).toContain("Goals: (none)");
    expect(requestStaff?.text).not.toContain("School:");
    expect(requestParent?.subject).toBe("We received your assessment request");
  });
});

describe("contact emails", () => {
  const message: ContactRecord = {
    ...crm,
    id: "22222222-2222-4222-8222-222222222222",
    name: "Pat",
    email: "pat@example.com",
    subject: "billing",
    message: "Line one\n<img src=x onerror=alert(1)>",
    submissionType: "standard",
    fallbackVerification: null,
    needsReview: false,
    leadSource: "contact_form",
    conversionStage: "contact_submitted",
    attribution: null,
    gclid: null,
  };

  it("tells staff the message with the subject's label and a link", () => {
    const [staff, parent] = contactEmails(message, ctx);
    expect(staff?.subject).toBe("New contact message: Billing Question from Pat");
    expect(staff?.text).toContain("Message: Line one\n<img src=x onerror=alert(1)>");
    expect(staff?.text).toContain(
      "Source: Came to the site directly (no campaign or referring site recorded)",
    );
    expect(staff?.text).toMatch(/Received: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MT/);
    expect(staff?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // "Reply" in the staff mailbox answers the family, not the practice's own address.
    expect(staff?.replyTo).toBe("pat@example.com");
    expect(parent?.replyTo).toBeUndefined();
    expect(staff?.text).toContain(
      "https://practice.test/admin/leads/contact/22222222-2222-4222-8222-222222222222",
    );
    expect(staff?.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // One promise, the one the contact page makes: no "shortly" beside "within 24 hours".
    expect(parent?.text).toContain(
      `A member of our team will contact you ${siteConfig.replyTime}. Our hours are Mon-Fri 8am-5pm MT.`,
    );
    expect(parent?.text).not.toMatch(/shortly|same business day/);
  });

  it("flags a fallback message for verification with the phone and reason", () => {
    const [staff, parent] = contactEmails(
      {
        ...message,
        submissionType: "fallback",
        needsReview: true,
        fallbackVerification: {
          phone: "801 555 0100",
          alternateEmail: null,
          reason: "Check kept failing",
        },
      },
      ctx,
    );
    expect(staff?.kind).toBe("contact_fallback_staff");
    expect(staff?.subject).toBe("Contact message to verify: Billing Question from Pat");
    expect(staff?.text).toContain("did not pass the automatic security check");
    expect(staff?.text).toContain("Phone: 801 555 0100");
    expect(staff?.text).toContain("Alternate email: (none)");
    expect(staff?.text).toContain("Reason: Check kept failing");
    expect(parent?.text).toContain("We will verify your message before we reply.");
    expect(parent?.text).toContain(`will contact you ${siteConfig.replyTime}.`);
    expect(parent?.text).not.toContain("shortly");
  });
});

it("builds admin links without a double slash", () => {
  expect(adminLeadUrl("https://practice.test/", "intake", "abc")).toBe(
    "https://practice.test/admin/leads/intake/abc",
  );
  expect(adminLeadUrl("https://practice.test", "contact", "abc")).toBe(
    "https://practice.test/admin/leads/contact/abc",
  );
});
// Last in the file: the facts kept for this process stay changed for what follows.
it("writes the facts staff saved last, without a rebuild (issue 37)", () => {
  rememberBusinessFacts(
    businessFactsOf(
      {
        name: "Bright Path Reading",
        phone: "(385) 555-0177",
        email: "hello@brightpathreading.com",
        hours: "Mon-Thu 9am-6pm",
        address: "",
        state: "Utah",
        replyTime: "within one working day",
        utahFitsAllUrl: "https://utahfitsall.org/apply",
      },
      2,
    ),
  );
  const [staff, parent] = intakeEmails(intake, ctx);
  expect(staff?.text).toContain("Please contact the family within one working day.");
  expect(parent?.text).toContain(
    "A member of our team will contact you within one working day. Our hours are Mon-Thu 9am-6pm MT.",
  );
  expect(parent?.text).toContain("Email hello@brightpathreading.com or call (385) 555-0177.");
  expect(parent?.html).toContain("(385) 555-0177");
  expect(parent?.html).not.toContain(siteConfig.phone);
});
