import type { BusinessFacts } from "@/lib/site-content/business-facts";
import { Icon } from "./icons";

/** The "Get in touch" side panel on /contact (spec section 2): email, phone and hours. */
export function ContactDetails({
  facts,
}: {
  facts: Pick<BusinessFacts, "email" | "phone" | "phoneHref" | "hoursShown" | "replyTime">;
}) {
  const linkClass =
    "inline-flex min-h-11 items-center font-semibold text-white underline decoration-sun-300 underline-offset-4 hover:decoration-white";
  return (
    <aside
      aria-labelledby="get-in-touch-title"
      className="bg-brand-900 rounded-3xl p-7 text-white shadow-lg"
    >
      <h2 id="get-in-touch-title" className="text-2xl font-bold">
        Get in touch
      </h2>
      <p className="text-brand-100 mt-2">A real person answers every message {facts.replyTime}.</p>
      <ul className="mt-6 space-y-5">
        <li className="flex gap-3">
          <Icon name="mail" className="text-sun-300 mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <p className="text-brand-100 text-sm">Email</p>
            <a href={`mailto:${facts.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
              {facts.email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Icon name="phone" className="text-sun-300 mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <p className="text-brand-100 text-sm">Phone</p>
            <a href={facts.phoneHref} className={linkClass}>
              {facts.phone}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Icon name="clock" className="text-sun-300 mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <p className="text-brand-100 text-sm">Hours</p>
            <p className="font-semibold">{facts.hoursShown}</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
