// Security headers for every response. Pages may not be framed, except the writing-paper embed,
// which schools put inside their own pages.
//
// Two script policies (see README "Content-Security-Policy"):
// - Pages that show personal data or take credentials (NONCE_PAGES) render per request, so
//   proxy.ts gives each response a fresh nonce: 'nonce-…' 'strict-dynamic', no 'unsafe-inline'.
// - Marketing and game pages are prerendered once at build time, so no per-request nonce can
//   reach them; Next.js's inline RSC payload scripts differ per page and build, so they cannot be
//   listed by hash in a header either. They keep 'self' 'unsafe-inline' with nothing else: these
//   pages render no personal data, and third-party hosts are named only when configured.
// Relative imports only: next.config.ts loads this file outside the bundler's path aliases.
import { createHash } from "node:crypto";
import { consentBootstrapScript } from "../consent/consent";
import { publicVars, type PublicVars } from "../public-env";
import { readingPreferencesBootstrapScript } from "../reading-preferences";

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Which optional third parties are switched on by configuration (build-time public settings). */
export type ThirdParties = {
  googleTag: boolean;
  recaptcha: boolean;
  turnstile: boolean;
  vercel: boolean;
};

export function configuredThirdParties(env: PublicVars = publicVars): ThirdParties {
  return {
    googleTag: Boolean(env.NEXT_PUBLIC_GA_MEASUREMENT_ID || env.NEXT_PUBLIC_GOOGLE_ADS_ID),
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
    turnstile: Boolean(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
    vercel: env.NEXT_PUBLIC_VERCEL_ANALYTICS === "1",
  };
}

const hosts = {
  googleTag: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
      "https://www.google.com",
      "https://googleads.g.doubleclick.net",
    ],
    img: [
      "https://www.google-analytics.com",
      "https://www.googletagmanager.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
    ],
    frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    connect: ["https://www.google.com"],
    img: [],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com"],
  },
  turnstile: {
    script: ["https://challenges.cloudflare.com"],
    connect: ["https://challenges.cloudflare.com"],
    img: [],
    frame: ["https://challenges.cloudflare.com"],
  },
  vercel: { script: ["https://va.vercel-scripts.com"], connect: [], img: [], frame: [] },
} satisfies Record<keyof ThirdParties, Record<"script" | "connect" | "img" | "frame", string[]>>;

function hostsFor(parties: ThirdParties, kind: "script" | "connect" | "img" | "frame"): string[] {
  const list = (Object.keys(hosts) as (keyof ThirdParties)[])
    .filter((p) => parties[p])
    .flatMap((p) => hosts[p][kind]);
  return [...new Set(list)];
}

const sha256 = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/**
 * The root layout's two inline scripts (consent defaults, reading preferences) must run before
 * first paint on every page, static or not; on nonce pages they are allowed by their hash.
 */
export const bootstrapScriptHashes = [
  sha256(consentBootstrapScript),
  sha256(readingPreferencesBootstrapScript),
];

/** Paths whose pages render per request and get a nonce-based policy from proxy.ts. */
export const NONCE_PAGE_PREFIXES = [
  "admin",
  "account",
  "login",
  "force-password-change",
  "forgot-password",
  "reset-password",
  "invitation",
  "consultation/manage",
  "teacher-portal",
];
const noncePage = new RegExp(`^/(?:${NONCE_PAGE_PREFIXES.join("|")})(?:/|$)`);

export function usesNonce(pathname: string): boolean {
  return noncePage.test(pathname);
}

export function contentSecurityPolicy({
  production,
  frameAncestors,
  webAssembly = false,
  nonce,
  thirdParties = configuredThirdParties(),
}: {
  production: boolean;
  frameAncestors: string;
  /** Allows compiling WebAssembly (not JavaScript eval). */
  webAssembly?: boolean;
  /** A fresh per-request nonce: replaces 'unsafe-inline' with the nonce and 'strict-dynamic'. */
  nonce?: string;
  thirdParties?: ThirdParties;
}): string {
  // With 'strict-dynamic', browsers ignore 'self' and host lists: scripts the nonced Next.js
  // runtime loads are trusted through it. 'self' stays for browsers without CSP level 3.
  const scriptSrc = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...bootstrapScriptHashes]
    : ["'self'", "'unsafe-inline'"];
  scriptSrc.push(...hostsFor(thirdParties, "script"));
  // React needs eval in development only, for its debugging stacks.
  if (!production) scriptSrc.push("'unsafe-eval'");
  if (webAssembly) scriptSrc.push("'wasm-unsafe-eval'");
  const list = (base: string[], extra: string[]) => [...base, ...extra].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", "data:", "blob:"], hostsFor(thirdParties, "img"))}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], [...hostsFor(thirdParties, "connect"), ...(production ? [] : ["ws:", "wss:"])])}`,
    `frame-src ${list(["'self'"], hostsFor(thirdParties, "frame"))}`,
    "worker-src 'self' blob:",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** Powerful features stay off; the microphone is this site's own only where it is `(self)`. */
const permissionsPolicy = (microphone: "()" | "(self)") =>
  `camera=(), microphone=${microphone}, geolocation=(), payment=(), usb=(), interest-cohort=()`;

/** The one page that records: the staff area's sound library (lib/sounds). */
export const MICROPHONE_PAGE = "/teacher-portal/sounds";

export function securityHeaders({ production }: { production: boolean }): HeaderRule[] {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy("()") },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  return [
    {
      // Everything except the embed: never framed.
      source: "/((?!embed/).*)",
      headers: [...common, { key: "X-Frame-Options", value: "DENY" }],
    },
    {
      // Static policy for everything but the embed and the nonce pages (proxy.ts sets theirs).
      source: `/((?!embed/|(?:${NONCE_PAGE_PREFIXES.join("|")})(?:/|$)).*)`,
      headers: [
        {
          key: "Content-Security-Policy",
          value: contentSecurityPolicy({ production, frameAncestors: "'none'" }),
        },
      ],
    },
    {
      source: "/embed/:path*",
      headers: [
        ...common,
        {
          key: "Content-Security-Policy",
          value: contentSecurityPolicy({ production, frameAncestors: "*" }),
        },
      ],
    },
    {
      // The PDF viewer's pdf.js worker (self-hosted in public/pdfjs) decodes scanned images and
      // colour profiles with WebAssembly. A worker runs under the CSP of its own script's
      // response, so only these files may compile WebAssembly; pages keep the stricter policy.
      // Listed last: for the same header key, Next.js applies the last matching rule.
      source: "/pdfjs/:path*",
      headers: [
        {
          key: "Content-Security-Policy",
          value: contentSecurityPolicy({ production, frameAncestors: "'none'", webAssembly: true }),
        },
      ],
    },
    {
      // Tutors record the practice's sounds here, and nowhere else may a page ask for the microphone.
      source: MICROPHONE_PAGE,
      headers: [{ key: "Permissions-Policy", value: permissionsPolicy("(self)") }],
    },
  ];
}
