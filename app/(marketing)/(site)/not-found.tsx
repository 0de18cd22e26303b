import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { consultationHref } from "@/lib/content/services";

/**
 * A page of the public site that does not exist: an unknown address (./[...unknown]) or a
 * notFound() on a page of this frame, shown inside the site's header and footer.
 */
export default function SiteNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">Page not found</p>
      <h1 className="text-brand-900 mt-2 text-3xl font-bold sm:text-4xl">
        We can&apos;t find that page
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        The link may be old or mistyped. Here are the places most families are looking for:
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses("primary")}>
          Go to the home page
        </Link>
        <Link href={consultationHref} className={buttonClasses("secondary")}>
          Book a free consultation
        </Link>
        <Link href="/student-apps" className={buttonClasses("secondary")}>
          Student apps
        </Link>
      </div>
    </section>
  );
}
