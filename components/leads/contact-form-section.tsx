// The contact form as mounted on /contact, with a built-in bot-check token rendered into it so it
// can be posted without JavaScript (this makes /contact render per request).
import { formBotToken } from "@/lib/leads/form-token";
import { ContactForm } from "./contact-form";

export async function ContactFormSection() {
  return <ContactForm noScriptToken={await formBotToken("contact")} />;
}
