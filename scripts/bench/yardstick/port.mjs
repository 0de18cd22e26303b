// The bench starts its own servers on fixed ports and then waits until the port answers. When
// something already listened there (a server left running from an earlier try), the bench's own
// server could not listen, and the bench measured the other one without a word: once an older
// build of the product, whose stylesheets the new build had deleted.
import net from "node:net";

/** Resolves when nothing listens on `port`; rejects, naming `what` should run there, when something does. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} is in use, where the bench starts ${what}: stop what listens there, or choose other ports (BENCH_PORT, BENCH_BARE_PORT).`,
            )
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
