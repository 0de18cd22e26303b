// Server throughput with autocannon: 50 keep-alive connections for a fixed time against one URL
// on this machine, the way a burst of ad traffic arrives.
import autocannon from "autocannon";

export const CONNECTIONS = 50;

/** Requests per second (the mean over the run's seconds), p97.5 latency, and any failures. */
export async function throughput(url, { seconds, headers = {} }) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { perSecond: result.requests.average, p97_5: result.latency.p97_5, failed };
}
