import { siteConfig } from "@/lib/site-config";
import { Icon } from "./icons";

/** The "Get in touch" side panel on /contact (spec section 2): email, phone and hours. */
export function ContactDetails() {
  const linkClass = "inline-flex min-h-11 items-center font-semibold text-white underline decoration-sun-300 underline-offset-4 hover:decoration-white";
  return (
    <aside aria-labelledby="get-in-touch-title" className="rounded-3xl bg-brand-900 p-7 text-white shadow-lg">
      <h2 id="get-in-touch-title" className="text-2xl font-bold">
        Get in touch
      </h2>
      <p className="mt-2 text-brand-100">A real person answers every message, usually the same business day.</p>
      <ul className="mt-6 space-y-5">
        <li className="flex gap-3">
          <Icon name="mail" className="mt-0.5 h-6 w-6 shrink-0 text-sun-300" />
          <div>
            <p className="text-sm text-brand-100">Email</p>
            <a href={`mailto:${siteConfig.supportEmail}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
              {siteConfig.supportEmail}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Icon name="phone" className="mt-0.5 h-6 w-6 shrink-0 text-sun-300" />
          <div>
            <p className="text-sm text-brand-100">Phone</p>
            <a href={siteConfig.phoneHref} className={linkClass}>
              {siteConfig.phone}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Icon name="clock" className="mt-0.5 h-6 w-6 shrink-0 text-sun-300" />
          <div>
            <p className="text-sm text-brand-100">Hours</p>
            <p className="font-semibold">{siteConfig.hours}</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
