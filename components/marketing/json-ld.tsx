import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines; rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
