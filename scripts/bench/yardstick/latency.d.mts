export type LatencyRun = {
  /** Response times in milliseconds, by HTTP status. */
  latencies: Map<number, number[]>;
  timeouts: number;
  errors: number;
  total: number;
};

export function latencyRun(options: {
  url: string;
  path: string;
  body: string;
  connections: number;
  /** How long to run, or `amount` requests in all. */
  seconds?: number;
  amount?: number;
  timeoutSeconds: number;
  forwardedFor: () => string;
}): Promise<LatencyRun>;
