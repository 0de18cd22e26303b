export const CONNECTIONS: number;
export function throughput(
  url: string,
  options: { seconds: number; headers?: Record<string, string> },
): Promise<{ perSecond: number; p97_5: number; failed: number }>;
