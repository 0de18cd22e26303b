// After a start the server holds visitors until the app brought its cached pages in step with
// the site's content (server/lifecycle.mjs), so no one meets a page made before the last save.
import { holdVisitorsUntilInStep, type Lifecycle } from "@/server/lifecycle.mjs";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Lets every already-resolved step of the chain run.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
};

describe("holding the first visitors until the pages are in step", () => {
  it("waits for the app's step, then lets everyone through", async () => {
    const step = deferred();
    const lifecycle: Lifecycle = { state: "ready", bringPagesInStep: () => step.promise };
    const hold = holdVisitorsUntilInStep(lifecycle, () => new Promise(() => {}));
    expect(hold.pending()).toBe(true);
    expect(await settled(hold.wait())).toBe(false);
    step.resolve();
    expect(await settled(hold.wait())).toBe(true);
    expect(hold.pending()).toBe(false);
  });

  it("stops holding when the step fails (the app's watch tries again)", async () => {
    const step = deferred();
    const hold = holdVisitorsUntilInStep(
      { state: "ready", bringPagesInStep: () => step.promise },
      () => new Promise(() => {}),
    );
    step.reject(new Error("refresh refused"));
    expect(await settled(hold.wait())).toBe(true);
    expect(hold.pending()).toBe(false);
  });

  it("holds no longer than its limit", async () => {
    const limit = deferred();
    const hold = holdVisitorsUntilInStep(
      { state: "ready", bringPagesInStep: () => new Promise(() => {}) },
      () => limit.promise,
    );
    expect(await settled(hold.wait())).toBe(false);
    limit.resolve();
    expect(await settled(hold.wait())).toBe(true);
  });

  it("holds no one when the app has nothing to bring in step (next start)", async () => {
    const hold = holdVisitorsUntilInStep({ state: "ready" });
    expect(hold.pending()).toBe(false);
    expect(await settled(hold.wait())).toBe(true);
  });
});
