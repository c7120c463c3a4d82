// Bulk creates alone (issue 22's "bulk creates through the batch path ≥ 5,000/s"): the `big` bench's
// seeding, without the browser, on the production build served by `wrangler dev`. Builds boards of
// BATCH_SIZES tasks through POST /api/projects/:id/tasks/batch (500 creates a request, parents first)
// and prints creates/s, each request's time, how long the D1 projection takes to catch up (the search
// finds the last task), and the machine's load average beside them. Never fails on timing.
//
// Env: BATCH_SIZES=2000,20000 (default 2000), BENCH_SKIP_BUILD=1 reuses build/, BATCH_NO_KEY=1 sends
// no Idempotency-Key, BATCH_PROFILE=<dir> with BENCH_INSPECTOR_PORT=<port> records a CPU profile of the
// Worker and its Durable Objects (one isolate) through wrangler's inspector while the creates run.

import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { bigBoardItems, seedItemsByBatch } from "./big-board.mjs";
import { expectOk, runBench, signIn, sleep } from "./board-harness.mjs";
import { printTop } from "./cpu-profile.mjs";

const SIZES = (process.env.BATCH_SIZES ?? "2000").split(",").map(Number).filter(Boolean);
const PROFILE_DIR = process.env.BATCH_PROFILE;
const INSPECTOR = process.env.BENCH_INSPECTOR_PORT;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/**
 * CPU seconds used so far by this bench's server (wrangler and its workerd, every descendant of this
 * process), from /proc. On a machine shared far beyond its cores the wall clock mostly measures the
 * others; the server's own CPU per create is the figure that compares across moments.
 */
function serverCpuSeconds() {
  const stats = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15), 1-based.
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(pid), { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats)
      if (!mine.has(pid) && mine.has(s.ppid)) {
        mine.add(pid);
        grew = true;
      }
  }
  mine.delete(process.pid);
  let ticks = 0;
  for (const pid of mine) ticks += stats.get(pid).cpu;
  return ticks / 100; // USER_HZ
}

/** A DevTools Protocol session on the Worker through wrangler's inspector proxy. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  // The proxy wants a local Origin from a client that names itself.
  const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", () => reject(new Error("inspector socket failed")), { once: true });
  });
  let id = 0;
  const waiting = new Map();
  ws.addEventListener("message", (e) => {
    const msg = JSON.parse(String(e.data));
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const n = ++id;
        waiting.set(n, (msg) => (msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result)));
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}

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

    const cdp = PROFILE_DIR && INSPECTOR ? await inspector(INSPECTOR) : null;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
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
    if (cdp) {
      const { profile } = await cdp.send("Profiler.stop");
      const { mkdirSync, writeFileSync } = await import("node:fs");
      mkdirSync(PROFILE_DIR, { recursive: true });
      const file = `${PROFILE_DIR}/batch-${size}.cpuprofile`;
      writeFileSync(file, JSON.stringify(profile));
      printTop(profile, file, 25);
      cdp.close();
    }
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
