import "server-only";
// The routes the server (server/serve.mjs) answers by calling their handler itself, without
// Next's routing and proxy in between: only the calendar's hot read, whose handler reads nothing
// but its Request (no cookies() or headers() from next/headers, no rendering), and which the
// proxy only passes through (a POST to /api/ that is not a server action). Under 50 concurrent
// calendars that routing was most of each answer's time. The headers next.config.ts gives every
// answer are added here, so an answer is the same whichever way it went.
import { answerAvailabilityRequest } from "@/lib/booking/calendar/availability-request";
import { securityHeaders } from "@/lib/security/headers";

export type DirectRoute = (request: Request) => Promise<Response>;

const handlers: Record<string, DirectRoute> = {
  "/api/getAvailabilityV2": answerAvailabilityRequest,
};

/**
 * Whether a next.config.ts header rule's `source` covers `pathname`: our sources are either a
 * regular expression in parentheses or a prefix followed by `/:path*`.
 */
export function sourceCovers(source: string, pathname: string): boolean {
  if (source.endsWith("/:path*")) {
    const prefix = source.slice(0, -"/:path*".length);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  return new RegExp(`^${source}$`).test(pathname);
}

/** The headers next.config.ts puts on an answer for `pathname`. */
export function configuredHeaders(pathname: string, production: boolean): [string, string][] {
  return securityHeaders({ production })
    .filter((rule) => sourceCovers(rule.source, pathname))
    .flatMap((rule) => rule.headers.map(({ key, value }): [string, string] => [key, value]));
}

export function directRoutes(production: boolean): Record<string, DirectRoute> {
  return Object.fromEntries(
    Object.entries(handlers).map(([pathname, handler]) => {
      const headers = configuredHeaders(pathname, production);
      const route: DirectRoute = async (request) => {
        const response = await handler(request);
        for (const [key, value] of headers)
          if (!response.headers.has(key)) response.headers.set(key, value);
        return response;
      };
      return [pathname, route];
    }),
  );
}
