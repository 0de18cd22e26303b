import Link from "next/link";
import { PREFETCH_ON_INTENT } from "@/lib/prefetch-on-intent";
import { brandColors, logoShapes } from "@/lib/brand/logo";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export async function BrandMark() {
  const { name } = await getBusinessFacts();
  const { disc, path, sun } = logoShapes;
  return (
    <Link
      href="/"
      prefetch={false}
      {...PREFETCH_ON_INTENT}
      className="text-brand-900 flex min-h-11 shrink-0 items-center gap-2 rounded-lg font-bold whitespace-nowrap"
      aria-label={`${name} home`}
    >
      <svg aria-hidden="true" viewBox={logoShapes.viewBox} className="h-9 w-9 shrink-0">
        <circle {...disc} fill={brandColors.disc} />
        <path
          d={path}
          fill="none"
          stroke={brandColors.primary}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle {...sun} fill={brandColors.sun} />
      </svg>
      <span className="text-lg leading-tight">{name}</span>
    </Link>
  );
}
