// What people read after submitting a lead form (spec section 8), word for word (how long a toast
// stays is components/ui/toast.tsx's).
export type LeadToast = { title: string; description: string; tone: "success" | "error" };

/** Start Here intake: shown in the form itself. */
export const startHereIntakeMessages = {
  botCheckFailed: "reCAPTCHA verification failed. Please try again.",
  failed: "Error submitting intake form. Please try again.",
} as const;

/** Get Started and lead page assessment request. */
export const assessmentToasts = {
  success: {
    title: "Information Received!",
    description: "Thank you! We'll review your information and contact you soon.",
    tone: "success",
  },
  failure: {
    title: "Error",
    description: "There was an error submitting your information. Please try again.",
    tone: "error",
  },
  botCheck: { title: "reCAPTCHA failed", description: "Please try again.", tone: "error" },
} as const satisfies Record<string, LeadToast>;

export const contactToasts = {
  success: {
    title: "Message Sent Successfully!",
    description: "Thank you for contacting us. We will get back to you shortly.",
    tone: "success",
  },
  failure: {
    title: "Error Sending Message",
    description:
      "There was an error sending your message. Please try again or contact us directly.",
    tone: "error",
  },
  fallbackSuccess: {
    title: "Message Sent Successfully!",
    description: "We will verify and respond to your message shortly.",
    tone: "success",
  },
  fallbackFailure: {
    title: "Error Sending Message",
    description: "There was an error sending your message. Please contact us directly.",
    tone: "error",
  },
} as const satisfies Record<string, LeadToast>;

/**
 * Not in the spec: a form posted without JavaScript on a prerendered page carries no bot-check
 * token, so the first press comes back with one and this request.
 */
export const sendAgainMessage =
  "Please check your answers and press Send again to confirm you are not a robot.";

export const securityAlert = {
  title: "Security Verification Issue",
  text: "We encountered an issue with security verification.",
  tryAgain: "Try Again",
  alternative: "Use Alternative Verification",
} as const;
