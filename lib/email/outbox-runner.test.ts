import { outboxRunner } from "./outbox-runner";

/** A delivery pass the test finishes by hand, so the order of events is exact. */
function controlledPasses() {
  const finishers: ((claimed: number) => void)[] = [];
  const pass = () =>
    new Promise<{ claimed: number }>((r) => finishers.push((claimed) => r({ claimed })));
  return { pass, finishers };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("when the outbox runs", () => {
  it("runs another pass after the current one when kicked during it, instead of dropping the kick", async () => {
    const { pass, finishers } = controlledPasses();
    const runner = outboxRunner(pass, 200, () => {});
    runner.kick();
    await flush();
    runner.kick(); // a booking written while the first pass runs
    runner.kick(); // several kicks need only one more pass
    expect(finishers).toHaveLength(1);
    finishers[0]!(3);
    await flush();
    expect(finishers).toHaveLength(2);
    finishers[1]!(0);
    await runner.idle();
    expect(finishers).toHaveLength(2);
  });

  it("keeps going while passes fill their batch, and stops at the first that does not", async () => {
    const { pass, finishers } = controlledPasses();
    const runner = outboxRunner(pass, 200, () => {});
    runner.kick();
    for (const claimed of [200, 200, 17]) {
      await flush();
      finishers.at(-1)!(claimed);
    }
    await runner.idle();
    expect(finishers).toHaveLength(3);
  });

  it("reports a failed pass and runs again on the next kick", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const runner = outboxRunner(
      () => {
        calls++;
        return calls === 1
          ? Promise.reject(new Error("database down"))
          : Promise.resolve({ claimed: 0 });
      },
      200,
      (error) => errors.push(error),
    );
    runner.kick();
    await runner.idle();
    runner.kick();
    await runner.idle();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
