// Latency of one POST under autocannon's keep-alive connections, per status code, from
// autocannon's own response timings (its summary has no p95). `forwardedFor` gives each request
// its X-Forwarded-For, so a server trusting one proxy hop sees the client addresses we choose.
import autocannon from "autocannon";

export function latencyRun({
  url,
  path,
  body,
  connections,
  seconds,
  amount,
  timeoutSeconds,
  forwardedFor,
}) {
  return new Promise((resolve, reject) => {
    const latencies = new Map();
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        timeout: timeoutSeconds,
        requests: [
          {
            method: "POST",
            path,
            headers: { "content-type": "application/json" },
            body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": forwardedFor() },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          timeouts: result.timeouts,
          errors: result.errors,
          total: result.requests.total,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      const list = latencies.get(statusCode) ?? [];
      list.push(responseTime);
      latencies.set(statusCode, list);
    });
  });
}
