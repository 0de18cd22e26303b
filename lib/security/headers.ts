// Security headers for every response. Pages may not be framed, except the writing-paper embed,
// which schools put inside their own pages. The CSP names only the hosts that configuration can
// enable (Google tag, reCAPTCHA, Turnstile, Vercel Analytics); everything else is self-hosted.
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const thirdPartyScripts = [
  "https://www.googletagmanager.com",
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://challenges.cloudflare.com",
  "https://va.vercel-scripts.com",
];
const thirdPartyConnect = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://www.googletagmanager.com",
  "https://www.google.com",
  "https://googleads.g.doubleclick.net",
  "https://challenges.cloudflare.com",
];
const thirdPartyFrames = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com",
  "https://challenges.cloudflare.com",
  "https://td.doubleclick.net",
  "https://www.googletagmanager.com",
];

export function contentSecurityPolicy({
  production,
  frameAncestors,
  webAssembly = false,
}: {
  production: boolean;
  frameAncestors: string;
  /** Allows compiling WebAssembly (not JavaScript eval). */
  webAssembly?: boolean;
}): string {
  // Next.js injects inline bootstrap scripts; 'unsafe-eval' is needed by React in development only.
  const scriptSrc = ["'self'", "'unsafe-inline'", ...thirdPartyScripts];
  if (!production) scriptSrc.push("'unsafe-eval'");
  if (webAssembly) scriptSrc.push("'wasm-unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.google-analytics.com https://www.googletagmanager.com https://googleads.g.doubleclick.net https://www.google.com",
    "font-src 'self' data:",
    `connect-src 'self' ${thirdPartyConnect.join(" ")}${production ? "" : " ws: wss:"}`,
    `frame-src 'self' ${thirdPartyFrames.join(" ")}`,
    "worker-src 'self' blob:",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

export function securityHeaders({ production }: { production: boolean }): HeaderRule[] {
  const common = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  return [
    {
      // Everything except the embed: never framed.
      source: "/((?!embed/).*)",
      headers: [
        ...common,
        { key: "X-Frame-Options", value: "DENY" },
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
  ];
}
