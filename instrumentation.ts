// Runs once when a server process starts (Next's instrumentation hook): the Node.js server starts
// its background job workers, unless JOB_WORKERS=off leaves them to `npm run worker`, and, unless
// Supabase carries the realtime changes, listens for them at once, so that a stream opened later
// can replay what changed since its page was rendered.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startJobsWithServer } = await import("./lib/boot/jobs");
  startJobsWithServer();
  const { listenForChanges } = await import("./lib/realtime/change-feed");
  listenForChanges();
}
