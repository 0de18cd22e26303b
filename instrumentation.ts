// Next.js calls register() once per server process, before it serves requests (never in `next
// build`: Next skips it there, and db/client.ts refuses the database in that phase anyway).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/startup");
    await startServer();
    (await import("@/lib/follow-through/clock")).startReminderScheduler();
    (await import("@/lib/site-content/freshness")).startSiteContentWatch();
  }
}
