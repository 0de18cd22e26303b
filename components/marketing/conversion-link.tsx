"use client";
// A link that also reports an Ads conversion when clicked (e.g. the structured literacy page's
// consultation card, spec section 2). Navigation is never held up by the tracking call.
import Link from "next/link";
import type { ComponentProps } from "react";
import { trackAdsConversion, type ConversionKind } from "@/lib/analytics/gtag";

type Props = ComponentProps<typeof Link> & { conversion: ConversionKind; value?: number };

export function ConversionLink({ conversion, value = 0, onClick, ...props }: Props) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        trackAdsConversion(conversion, value);
        onClick?.(event);
      }}
    />
  );
}
