// When the outbox runs: one delivery pass at a time in a process, and a kick that arrives during a
// pass (a booking written meanwhile) schedules one more pass right after it instead of being
// dropped; a pass that filled its batch is followed by another, so a backlog drains at the mail
// server's pace rather than one batch a minute.
export type OutboxRunner = { kick: () => void; idle: () => Promise<void> };

export function outboxRunner(
  pass: () => Promise<{ claimed: number }>,
  batchSize: number,
  onError: (error: unknown) => void,
): OutboxRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        const run = await pass();
        if (run.claimed >= batchSize) again = true;
      } while (again);
    } catch (error) {
      // The database or the mail server is down: the minute timer tries again.
      again = false;
      onError(error);
    } finally {
      running = null;
    }
  };
  return {
    kick: () => {
      if (running) again = true;
      else running = loop();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
