// Bulk creates alone (issue 22's "bulk creates through the batch path ≥ 5,000/s"): the `big` bench's
// seeding, without the browser, on the production build served on Miniflare (decision 164). Builds boards of
// BATCH_SIZES tasks through POST /api/projects/:id/tasks/batch (500 creates a request, each subtask after its parent)
// and prints creates/s, each request's time, how long the D1 projection takes to catch up (the search
// finds the last task), and the machine's load average beside them. Never fails on timing.
//
// Env: BATCH_SIZES=2000,20000 (default 2000), BENCH_SKIP_BUILD=1 reuses build/, BATCH_NO_KEY=1 sends
// no Idempotency-Key, BATCH_PROFILE=<dir> with BENCH_INSPECTOR_PORT=<port> records a CPU profile of the
// Worker and its Durable Objects (one isolate) through wrangler's inspector while the creates run.

import { bigBoardItems, seedItemsByBatch } from "./big-board.mjs";
import { expectOk, runBench, signIn, sleep } from "./board-harness.mjs";
import { load, profileWorker, serverCpuSeconds } from "./server-cpu.mjs";

const SIZES = (process.env.BATCH_SIZES ?? "2000").split(",").map(Number).filter(Boolean);
const PROFILE_DIR = process.env.BATCH_PROFILE;

await runBench({ production: true }, async (server, problems) => {
  for (const size of SIZES) {
    const stamp = `${size}-${Date.now().toString(36)}`;
    const ada = await signIn(server.origin, `batch-ada-${stamp}@example.com`);
    const bob = await signIn(server.origin, `batch-bob-${stamp}@example.com`);
    const project = expectOk(await ada.call("POST", "/api/projects", { name: `Batch board ${size}` }), "create project");
    expectOk(await ada.call("POST", `/api/projects/${project.id}/members`, { userId: bob.userId, role: "editor" }), "add teammate");
    const items = bigBoardItems(project.id, size, [ada.userId, bob.userId]);
    // A warm-up request (the isolate's first batch compiles the path): not counted.
    const warm = bigBoardItems(project.id, 20, [ada.userId]).map(({ id: _id, parentTaskId: _p, ...task }) => ({ op: "create", task }));
    expectOk(await ada.call("POST", `/api/projects/${project.id}/tasks/batch`, { operations: warm }), "warm-up batch");

    const stopProfile = await profileWorker(PROFILE_DIR, `batch-${size}`);
    const times = [];
    const loadBefore = load();
    const cpuBefore = serverCpuSeconds();
    const rate = await seedItemsByBatch(server.origin, ada.cookie, project.id, items, {
      idempotencyKeys: process.env.BATCH_NO_KEY !== "1",
      onBatch: (_n, ms) => times.push(ms),
    });
    const seededAt = performance.now();
    const cpuSeeding = serverCpuSeconds() - cpuBefore;
    // The D1 projection (alarm) catches up: the search finds the last task created.
    const last = items.at(-1);
    let projected = Number.NaN;
    for (const until = Date.now() + 300_000; Date.now() < until; ) {
      const found = await ada.call("GET", `/api/search?q=${encodeURIComponent(last.name)}`);
      if (found.status === 200 && JSON.stringify(found.json).includes(last.id)) {
        projected = performance.now() - seededAt;
        break;
      }
      await sleep(100);
    }
    const cpuWithProjection = serverCpuSeconds() - cpuBefore;
    await stopProfile();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\n${size.toLocaleString("en")} tasks, ${times.length} requests of ≤ 500 (load ${loadBefore} → ${load()})`);
    console.log(`  bulk creates through the batch route   ${rate.toFixed(0)}/s   target ≥ 5,000/s`);
    console.log(
      `  server CPU (wrangler + workerd): ${((cpuSeeding * 1000) / (size / 500)).toFixed(0)} ms a 500-create request, ${((cpuWithProjection * 1000) / (size / 500)).toFixed(0)} ms with its projection; ${(size / cpuWithProjection).toFixed(0)} creates per CPU second`,
    );
    console.log(`  request time: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`);
    console.log(
      `  D1 projection caught up (search finds the last task) ${Number.isFinite(projected) ? `${projected.toFixed(0)} ms` : "no, within 300 s"} after`,
    );
    if (!Number.isFinite(projected)) problems.push(`${size}: the search never found the last task created`);
  }
});
