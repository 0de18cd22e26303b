export type LifecycleState = "starting" | "ready" | "failed" | "stopping";
export type Lifecycle = {
  state: LifecycleState;
  startup?: Promise<void>;
  shutdown?: () => Promise<void>;
  /** The app's real health probe (lib/health.ts), which the server answers /api/health from. */
  probeHealth?: () => Promise<{ status: string }>;
  /** Handlers the server calls itself for their paths (lib/http/direct-routes.ts). */
  directRoutes?: Record<string, (request: Request) => Promise<Response>>;
  /** This instance's own address on loopback, once it listens (lib/site-content/freshness.ts). */
  selfOrigin?: string;
  /** Expires cached pages made before the last save of the site's content (once listening). */
  bringPagesInStep?: () => Promise<unknown>;
};
export function appLifecycle(): Lifecycle;
export const SITE_CONTENT_REFRESH_PATH: string;
export const IN_STEP_WAIT_MS: number;
export function holdVisitorsUntilInStep(
  lifecycle: Lifecycle,
  delay?: (ms: number) => Promise<void>,
): { pending: () => boolean; wait: () => Promise<void> };
