// Next.js calls register() once per server process, before it serves requests (never in `next
// build`: Next skips it there, and db/client.ts refuses the database in that phase anyway).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { launchProblem } = await import("./lib/launch-check");
  const problem = launchProblem();
  if (problem) {
    console.error(`[server] ${problem}`);
    process.exit(1);
  }
  const { startServer } = await import("./lib/startup");
  await startServer();
  (await import("./lib/booking/reminder-scheduler")).startReminderScheduler();
}
