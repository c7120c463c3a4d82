// Analytics bench: a board with 2,000 tasks and 20,000 events (2,000 creates, then 18,000 status
// changes from 20 writers), then the time of GET /api/projects/:id/analytics for the default
// range and for a year, /api/analytics and /api/metrics over it, and the D1 queries each makes.

import { expectOk, ms, percentiles, pool, runBench, signIn } from "./board-harness.mjs";

const TASKS = 2000;
const EVENTS = 20_000;
const WRITERS = 20;
const SAMPLES = 30;

const row = (label, value) => console.log(`  ${label.padEnd(46)} ${value}`);
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function sample(user, path) {
  const times = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const t0 = performance.now();
    const res = await user.call("GET", path);
    const t = performance.now() - t0;
    expectOk(res, `GET ${path}`);
    if (i >= 3) times.push(t); // the first calls warm the object and the isolate up
  }
  const counted = await user.call("GET", path, undefined, { "x-count-queries": "1" });
  return { ...percentiles(times), queries: Number(counted.headers.get("x-d1-queries")) };
}

// The production build, as deployed; the API routes are what is timed.
await runBench({ production: true }, async (server, problems) => {
  const stamp = Date.now().toString(36);
  const ada = await signIn(server.origin, `bench-analytics-${stamp}@example.com`);
  const project = expectOk(await ada.call("POST", "/api/projects", { name: "Analytics bench", dueDate: day(30) }), "create project");

  const t0 = performance.now();
  const tasks = await pool(Array.from({ length: TASKS }), WRITERS, async (_, i) =>
    expectOk(
      await ada.call("POST", "/api/tasks", {
        projectId: project.id,
        name: `Task ${i}`,
        assigneeId: ada.userId,
        dueDate: day((i % 60) - 20),
      }),
      "create task",
    ),
  );
  const fillMs = performance.now() - t0;

  // 18,000 status changes: each writer walks its own 100 tasks through the columns nine times. Half
  // the writers end on Done and half on To Do (with reopens along the way), so the forecast has a pace.
  // Over HTTP (the same BoardWriter as the app's socket): one socket may not sustain this many writes.
  const cycles = [
    ["in-progress", "todo", "done"],
    ["in-progress", "done", "todo"],
  ];
  const perWriter = (EVENTS - TASKS) / WRITERS;
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const mine = tasks.slice(w * (TASKS / WRITERS), (w + 1) * (TASKS / WRITERS));
      for (let j = 0; j < perWriter; j++) {
        const task = mine[j % mine.length];
        const status = cycles[w % 2][Math.floor(j / mine.length) % 3];
        const res = await ada.call("PATCH", `/api/tasks/${task.id}`, { status });
        if (res.status !== 200) problems.push(`change w${w}-${j} refused: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
      }
    }),
  );
  const changeMs = performance.now() - t1;

  const listed = await ada.call("GET", `/api/projects/${project.id}/tasks`);
  const version = Number(listed.headers.get("x-board-version"));
  console.log(`\nBoard: ${listed.json.length} tasks, ${version} events`);
  row(
    "filling the board over HTTP (creates, changes)",
    `${((TASKS / fillMs) * 1000).toFixed(0)} creates/s, ${(((EVENTS - TASKS) / changeMs) * 1000).toFixed(0)} changes/s`,
  );
  if (version < EVENTS) problems.push(`expected ${EVENTS} events, the board is at version ${version}`);

  const analytics = expectOk(await ada.call("GET", `/api/projects/${project.id}/analytics`), "analytics");
  console.log(
    `  burnup today: scope ${analytics.burnup.at(-1).scope}, done ${analytics.burnup.at(-1).done}; ${analytics.forecast.summary}`,
  );
  if (analytics.burnup.at(-1).scope !== TASKS) problems.push(`analytics scope ${analytics.burnup.at(-1).scope} ≠ ${TASKS}`);

  const cases = [
    ["GET /api/projects/:id/analytics (default range)", `/api/projects/${project.id}/analytics`],
    ["GET /api/projects/:id/analytics (a year)", `/api/projects/${project.id}/analytics?from=${day(-365)}`],
    ["GET /api/analytics (portfolio)", "/api/analytics"],
    ["GET /api/metrics", "/api/metrics"],
  ];
  console.log(`\nAnalytics over ${TASKS} tasks and ${version} events (p50 / p95 / max over ${SAMPLES}; D1 queries in the handler)`);
  for (const [label, path] of cases) {
    const r = await sample(ada, path);
    row(label, `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.max)}   ${r.queries} queries (+1 session lookup)`);
  }
});
