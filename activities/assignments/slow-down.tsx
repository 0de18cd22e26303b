/** Shown instead of a personal page when one address has opened too many: words for a child. */
export function SlowDown() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-brand-900 text-2xl font-bold">Let&apos;s take a short break</h1>
      <p className="mt-3 text-lg text-slate-700">
        This page was opened many times in a row. Please wait a few minutes, then try again.
      </p>
    </section>
  );
}
