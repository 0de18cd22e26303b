export type LifecycleState = "starting" | "ready" | "failed" | "stopping";
export type Lifecycle = {
  state: LifecycleState;
  startup?: Promise<void>;
  shutdown?: () => Promise<void>;
  /** The app's real health probe (lib/health.ts), which the server answers /api/health from. */
  probeHealth?: () => Promise<{ status: string }>;
};
export function appLifecycle(): Lifecycle;
