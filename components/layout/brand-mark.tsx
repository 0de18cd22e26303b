import Link from "next/link";
import { siteConfig } from "@/lib/site-config";

export function BrandMark() {
  return (
    <Link href="/" className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-brand-900" aria-label={`${siteConfig.name} home`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9 shrink-0">
        <circle cx="20" cy="20" r="19" fill="#dff0fd" />
        <path d="M8 28c6-2 9-8 12-14 3 6 6 12 12 14" fill="none" stroke="#0271b8" strokeWidth="3" strokeLinecap="round" />
        <circle cx="20" cy="11" r="4" fill="#fbc531" />
      </svg>
      <span className="text-lg leading-tight">{siteConfig.name}</span>
    </Link>
  );
}
