import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { privacyPolicy } from "@/lib/content/legal/privacy";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Privacy Policy",
    description:
      "How we collect, use and protect information about your family and children, including COPPA and FERPA, cookies and consent, and your state privacy rights.",
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
