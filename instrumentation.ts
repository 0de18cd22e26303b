// Next.js calls register() once per server process, before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/startup");
    await startServer();
    (await import("./lib/booking/reminder-scheduler")).startReminderScheduler();
  }
}
