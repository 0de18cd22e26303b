// What must be true of how this process was launched before it serves anyone: checked in
// instrumentation.ts, so it holds for `npm start`, a release, and `next start` alike.
import { clientAddressProblem } from "@/lib/http/client-ip";
import { publicEnv, siteUrlFrom } from "@/lib/public-env";

/** The one public address the build baked in (canonical links, sitemap) must be the one served. */
export function siteUrlProblem(
  runtime: Record<string, string | undefined> = process.env,
  built: string = publicEnv.siteUrl,
): string | null {
  let serving: string;
  try {
    // Read from the whole environment object: a literal process.env.SITE_URL would be the
    // build's value, inlined by next.config.ts.
    serving = siteUrlFrom(runtime);
  } catch (error) {
    return (error as Error).message;
  }
  if (serving === built) return null;
  return (
    `SITE_URL is ${serving}, but this build was made for ${built}. The public address is built ` +
    "into the pages (canonical links, sitemap, Open Graph): run `npm run build` (or `npm run " +
    "release`) again with the same SITE_URL."
  );
}

export function launchProblem(): string | null {
  return clientAddressProblem() ?? siteUrlProblem();
}
