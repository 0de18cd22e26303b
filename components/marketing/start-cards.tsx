// The two ways to begin (spec section 2): a consultation call or the intake form. Used on
// /start-here (where the modals open) and /structured-literacy (which links there).
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { ConversionLink } from "./conversion-link";
import { Icon, IconBadge } from "./icons";

type Props = {
  consultationHref: string;
  intakeHref: string;
  /** Report an Ads conversion (value 0 USD) when the consultation card is chosen. */
  trackConsultation?: boolean;
  headingLevel?: 2 | 3;
};

export async function StartCards({
  consultationHref,
  intakeHref,
  trackConsultation = false,
  headingLevel = 2,
}: Props) {
  const { replyTime } = await getBusinessFacts();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const consultationLinkProps = {
    href: consultationHref,
    className: buttonClasses("primary", "mt-6 w-full sm:w-auto"),
  };
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <li className="border-brand-200 flex flex-col rounded-3xl border-2 bg-white p-7 shadow-sm">
        <IconBadge name="phone" />
        <Heading className="text-brand-950 mt-4 text-2xl font-bold">
          Start With a Consultation Call
        </Heading>
        <p className="mt-3 flex-1 text-slate-700">
          Pick a time for a free 30-minute video call with a reading specialist. Tell us what you
          are seeing, ask anything, and leave with clear next steps for your child. No cost and no
          obligation.
        </p>
        <p className="text-brand-800 mt-4 flex items-center gap-2 text-sm font-medium">
          <Icon name="clock" className="h-5 w-5" /> Takes about 2 minutes to book
        </p>
        {trackConsultation ? (
          <ConversionLink conversion="consultation" value={0} {...consultationLinkProps}>
            Book a free consultation
          </ConversionLink>
        ) : (
          <Link {...consultationLinkProps}>Book a free consultation</Link>
        )}
      </li>
      <li className="border-sun-300 bg-cream flex flex-col rounded-3xl border-2 p-7 shadow-sm">
        <IconBadge name="clipboard" tone="sun" />
        <Heading className="text-brand-950 mt-4 text-2xl font-bold">
          Start By Completing Our Intake Form
        </Heading>
        <p className="mt-3 flex-1 text-slate-700">
          Prefer to write it down first? Tell us about your child&apos;s age, learning struggles and
          goals. A specialist reviews every form and contacts you {replyTime} to plan the next step.
        </p>
        <p className="text-brand-800 mt-4 flex items-center gap-2 text-sm font-medium">
          <Icon name="clock" className="h-5 w-5" /> Takes about 5 minutes
        </p>
        <Link href={intakeHref} className={buttonClasses("sun", "mt-6 w-full sm:w-auto")}>
          Complete the intake form
        </Link>
      </li>
    </ul>
  );
}
