import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { termsOfService } from "@/lib/content/legal/terms";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Terms of Service",
    description:
      "The terms that apply to our website, free student apps, consultations, assessments and one-to-one online tutoring, including scheduling, fees and cancellations.",
    path: "/terms",
  });
}

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
