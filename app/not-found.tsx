import Link from "next/link";

/**
 * The last resort, for a notFound() no nearer boundary catches (unknown addresses get the site's
 * own 404: app/(marketing)/(site)/[...unknown]). Kept bare on purpose: Next.js puts the root
 * boundary into every page's first load, so nothing here may bring a stylesheet or a script.
 */
export default function NotFound() {
  return (
    <main id="main-content" className="flex-1">
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-brand-900 text-3xl font-bold">We can&apos;t find that page</h1>
        <p className="mt-4 text-lg text-slate-700">The link may be old or mistyped.</p>
        <p className="mt-6">
          <Link href="/" className="text-brand-700 font-semibold underline underline-offset-4">
            Go to the home page
          </Link>
        </p>
      </section>
    </main>
  );
}
