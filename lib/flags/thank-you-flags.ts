// One-time flags that let a visitor see a thank-you page once, right after submitting. Set as a
// short-lived HttpOnly cookie by the submission's response (so server rendering and no-JS form
// posts work) and consumed by proxy.ts on arrival. They gate a page view and its conversion
// event, not data; the consultation's flag also names the booking just made (signed, see
// lib/booking/changes/manage-token.ts) so its thank-you page can show that booking's day and time.
export const thankYouFlags = {
  consultationConfirmed: {
    cookie: "bp_ty_consultation",
    page: "/thank-you/consultation",
    fallback: "/start-here",
  },
  intakeSubmitted: { cookie: "bp_ty_intake", page: "/thank-you/intake", fallback: "/start-here" },
  contactSubmitted: { cookie: "bp_ty_contact", page: "/thank-you/contact", fallback: "/contact" },
} as const;

export type ThankYouFlag = keyof typeof thankYouFlags;

export const FLAG_MAX_AGE_SECONDS = 10 * 60;

export function thankYouFlagCookie(flag: ThankYouFlag, secure: boolean, value = "1") {
  const { cookie, page } = thankYouFlags[flag];
  return {
    name: cookie,
    value,
    options: {
      httpOnly: true,
      sameSite: "lax" as const,
      path: page,
      maxAge: FLAG_MAX_AGE_SECONDS,
      secure,
    },
  };
}

export function flagForPage(pathname: string): (typeof thankYouFlags)[ThankYouFlag] | undefined {
  return Object.values(thankYouFlags).find((f) => f.page === pathname);
}

/**
 * proxy.ts deletes a flag as the visitor arrives, and Next.js shows the page's render the cookies
 * as the proxy left them; so the proxy hands the consumed value on in this request header (set or
 * removed on every request, so a visitor cannot supply it).
 */
export const CONSUMED_FLAG_HEADER = "x-bp-thank-you-flag";
