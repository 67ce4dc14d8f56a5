import { GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";
import { createJobQueue, type JobQueue } from "@/lib/jobs/queue";
import { createTestDb, type TestDb } from "@/tests/support/db";
import { ALERT_SWEEP_CRON, ALERT_SWEEP_QUEUE, startAlertSchedule } from "./schedule";

// The scheduled checks on the real pg-boss: the cron is registered in Google's time zone, and a
// sweep job queues one alert check per user with a rule that is on.

let t: TestDb;
let queue: JobQueue;

beforeAll(async () => {
  t = await createTestDb();
  queue = await createJobQueue({ db: t.db, schedule: true });
  await startAlertSchedule(queue, { pollingIntervalSeconds: 0.5 });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await t.close();
});

it("registers the sweep every six hours on Pacific time", async () => {
  const schedules = await queue.boss.getSchedules(ALERT_SWEEP_QUEUE);
  expect(schedules).toEqual([
    expect.objectContaining({ cron: ALERT_SWEEP_CRON, timezone: GOOGLE_TIME_ZONE }),
  ]);
  // Starting again (another server, a restart) keeps one schedule.
  await startAlertSchedule(queue, { pollingIntervalSeconds: 0.5 });
  expect(await queue.boss.getSchedules(ALERT_SWEEP_QUEUE)).toHaveLength(1);
});

it("a sweep queues an alert check for each user with a rule that is on", async () => {
  const on = await t.createUser("sweep-on@example.com");
  const muted = await t.createUser("sweep-muted@example.com");
  for (const user of [on, muted])
    await t.client.query("insert into projects (user_id, name) values ($1, 'Site')", [user]);
  await t.client.query("update alert_rules set muted = true where user_id = $1", [muted]);

  await queue.boss.send(ALERT_SWEEP_QUEUE, {});
  await vi.waitFor(
    async () => {
      const { rows } = await t.client.query<{ user_id: string }>(
        "select user_id from job_runs where kind = 'alert-check'",
      );
      expect(rows.map((r) => r.user_id)).toEqual([on]);
    },
    { timeout: 20_000, interval: 200 },
  );
});
