import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { dataDeletionPolicy } from "@/lib/content/legal/data-deletion";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Data Deletion Policy",
    description:
      "How to ask us to delete your family's personal information, how we verify requests, and how long each step takes: about 15 business days in total.",
    path: "/data-deletion",
  });
}

export default function DataDeletionPage() {
  return <LegalDocument document={dataDeletionPolicy} />;
}
