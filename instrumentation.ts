// Runs once when a server process starts (Next's instrumentation hook): the Node.js server starts
// its background job workers, unless JOB_WORKERS=off leaves them to `npm run worker`.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startJobsWithServer } = await import("./lib/boot/jobs");
  startJobsWithServer();
}
