export type LifecycleState = "starting" | "ready" | "failed" | "stopping";
export type Lifecycle = {
  state: LifecycleState;
  startup?: Promise<void>;
  shutdown?: () => Promise<void>;
};
export function appLifecycle(): Lifecycle;
