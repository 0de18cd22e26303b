import Link from "next/link";
import type { ComponentProps } from "react";
import { PREFETCH_ON_INTENT } from "@/lib/prefetch-on-intent";

type Variant = "primary" | "secondary" | "quiet" | "ghost" | "sun" | "danger" | "danger-outline";
/**
 * compact: the admin area's denser tables and forms. snug: regular text at exactly the 44 px
 * minimum, border included, for controls in a row beside a game board, where 4 px more can push
 * the board off a laptop screen. large: the one submit button that ends a parent's form.
 */
type Size = "regular" | "compact" | "snug" | "large";
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
  /** A light outline for secondary choices in a row (skill links, the reading-preferences button). */
  quiet: "border-2 border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  sun: "bg-sun-400 text-brand-950 hover:bg-sun-300",
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** Clears a child's work: red enough to give pause, quiet enough not to look like the goal. */
  "danger-outline": "border-2 border-red-700 bg-white text-red-800 hover:bg-red-50",
};
const sizes: Record<Size, string> = {
  regular: "px-5 py-2.5 text-base",
  compact: "px-4 text-sm",
  snug: "px-4 text-base",
  large: "px-6 py-3 text-lg",
};

export function buttonClasses(variant: Variant = "primary", extra = "", size: Size = "regular") {
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

type Look = { variant?: Variant; size?: Size };

export function Button({
  variant = "primary",
  size,
  className = "",
  ...props
}: ComponentProps<"button"> & Look) {
  return <button type="button" className={buttonClasses(variant, className, size)} {...props} />;
}

/**
 * A link that looks like a button is a call to action, reached for on purpose: unless a caller
 * says otherwise it is prefetched then (lib/prefetch-on-intent.ts), not as soon as it shows.
 */
export function ButtonLink({
  variant = "primary",
  size,
  className = "",
  prefetch,
  ...props
}: ComponentProps<typeof Link> & Look) {
  const onIntent = prefetch === undefined;
  return (
    <Link
      className={buttonClasses(variant, className, size)}
      prefetch={onIntent ? false : prefetch}
      {...(onIntent ? PREFETCH_ON_INTENT : {})}
      {...props}
    />
  );
}
