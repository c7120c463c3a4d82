// Board bench: live-update latency between two sockets, mutation throughput with 20 writers on one
// board (and that none is lost), list latencies at 200 projects / 2,000 tasks, and D1 queries per
// request (counted by the dev-only `x-count-queries` proxy), which must not grow with rows.

import { ms, openSocket, percentiles, pool, signIn, startDevServer } from "./board-harness.mjs";

const LATENCY_SAMPLES = 500;
const WRITERS = 20;
const CHANGES_PER_WRITER = 50;
const PROJECTS = 200;
const TASKS = 2000;
const LIST_SAMPLES = 100;

const problems = [];
const expectOk = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
};
const queries = async (user, method, path, body) => {
  const res = await user.call(method, path, body, { "x-count-queries": "1" });
  expectOk(res, `${method} ${path}`);
  return Number(res.headers.get("x-d1-queries"));
};
const row = (label, value) => console.log(`  ${label.padEnd(46)} ${value}`);

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const server = await startDevServer();
try {
  const stamp = Date.now().toString(36);
  const ada = await signIn(server.origin, `bench-ada-${stamp}@example.com`);
  const project = expectOk(await ada.call("POST", "/api/projects", { name: "Bench board" }), "create project");
  const seed = await pool(Array.from({ length: WRITERS }), 5, (_, i) =>
    ada.call("POST", "/api/tasks", { projectId: project.id, name: `Card ${i}` }),
  );
  const cards = seed.map((r) => expectOk(r, "create task"));

  // ── 1. socket change → other socket ────────────────────────────────────
  const writer = await openSocket(ada, project.id);
  const observer = await openSocket(ada, project.id);
  for (const s of [writer, observer]) {
    s.send({ type: "hello", lastVersion: null });
    await s.next((m) => m.type === "snapshot");
  }
  const latencies = [];
  for (let i = -50; i < LATENCY_SAMPLES; i++) {
    const name = `lat-${i}`;
    const seen = observer.next((m) => m.type === "op" && m.op.task?.name === name);
    const t0 = performance.now();
    writer.send({ type: "update", requestId: `l${i}`, id: cards[0].id, patch: { name } });
    const msg = await seen;
    if (i >= 0) latencies.push(msg.receivedAt - t0); // the first 50 warm the path up
  }
  const lat = percentiles(latencies);
  console.log("\nLive update, socket A change → socket B receipt (same board, localhost)");
  row(`p50 / p95 / p99 over ${lat.n}`, `${ms(lat.p50)} / ${ms(lat.p95)} / ${ms(lat.p99)}   (targets p50 ≤ 10 ms, p99 ≤ 40 ms)`);

  // ── 2. 20 writers on one board ──────────────────────────────────────────
  const versionBefore = Number((await ada.call("GET", `/api/projects/${project.id}/tasks`)).headers.get("x-board-version"));
  const sockets = await Promise.all(Array.from({ length: WRITERS }, () => openSocket(ada, project.id)));
  // Writers are full clients: synced, so every op fans out to all 22 sockets as it would in browsers.
  for (const s of sockets) {
    s.send({ type: "hello", lastVersion: versionBefore });
  }
  let acked = 0;
  const wall = await timed(() =>
    Promise.all(
      sockets.map(async (s, w) => {
        for (let j = 0; j < CHANGES_PER_WRITER; j++) {
          const requestId = `w${w}-${j}`;
          const reply = s.next((m) => (m.type === "ack" || m.type === "error") && m.requestId === requestId, 30_000);
          s.send({ type: "update", requestId, id: cards[w].id, patch: { name: `w${w}-${j}`, priority: ["low", "medium", "high"][j % 3] } });
          const m = await reply;
          if (m.type !== "ack") problems.push(`writer ${w} change ${j} refused: ${JSON.stringify(m)}`);
          else acked++;
        }
      }),
    ),
  );
  const total = WRITERS * CHANGES_PER_WRITER;
  const finalVersion = versionBefore + total;
  await observer.next((m) => m.type === "op" && m.version === finalVersion, 30_000, 0);
  const observed = observer.messages.filter((m) => m.type === "op" && m.version > versionBefore).map((m) => m.version);
  const gaps = observed.some((v, i) => v !== versionBefore + i + 1);
  const board = await ada.call("GET", `/api/projects/${project.id}/tasks`);
  const lost = cards.filter((c, w) => board.json.find((t) => t.id === c.id)?.name !== `w${w}-${CHANGES_PER_WRITER - 1}`).length;
  if (gaps || observed.length !== total) problems.push(`observer saw ${observed.length}/${total} ops${gaps ? " with gaps" : ""}`);
  if (lost > 0) problems.push(`${lost} writers' last change missing`);
  if (Number(board.headers.get("x-board-version")) !== finalVersion) problems.push("board version does not match the accepted changes");
  console.log(
    `\nMutations on one board, ${WRITERS} socket writers × ${CHANGES_PER_WRITER} changes (each waits for its ack; every op fans out to ${WRITERS + 2} sockets)`,
  );
  row("accepted / lost", `${acked} / ${total - acked + lost}`);
  row("throughput", `${((total / wall) * 1000).toFixed(0)} mutations/s   (target ≥ 300/s)   wall ${ms(wall)}`);
  row("observer: ops received, versions consecutive", `${observed.length}, ${gaps ? "NO" : "yes"}`);

  // Same with HTTP writers (session + membership in D1 per request, then the board).
  const httpWall = await timed(() =>
    Promise.all(
      cards.map(async (c, w) => {
        for (let j = 0; j < CHANGES_PER_WRITER; j++) {
          const res = await ada.call("PATCH", `/api/tasks/${c.id}`, { description: `http ${w}-${j}` });
          if (res.status !== 200) problems.push(`HTTP writer ${w} change ${j}: ${res.status}`);
        }
      }),
    ),
  );
  row(
    `HTTP PATCH, ${WRITERS} writers × ${CHANGES_PER_WRITER}`,
    `${((total / httpWall) * 1000).toFixed(0)} mutations/s   wall ${ms(httpWall)}`,
  );
  for (const s of [writer, observer, ...sockets]) s.close();

  // ── 3. GET /api/projects at 200 projects ────────────────────────────────
  const q1 = await queries(ada, "GET", "/api/projects");
  await pool(Array.from({ length: PROJECTS - 1 }), 10, (_, i) => ada.call("POST", "/api/projects", { name: `Bench project ${i}` }));
  const listed = (await ada.call("GET", "/api/projects")).json.length;
  const projTimes = [];
  for (let i = 0; i < LIST_SAMPLES; i++) projTimes.push(await timed(() => ada.call("GET", "/api/projects")));
  const pl = percentiles(projTimes);
  const q200 = await queries(ada, "GET", "/api/projects");
  console.log(`\nGET /api/projects with ${listed} projects`);
  row(`p50 / p99 over ${pl.n}`, `${ms(pl.p50)} / ${ms(pl.p99)}`);
  row("D1 queries in the handler: 1 project → 200", `${q1} → ${q200}   (+1 session lookup in middleware)`);
  if (q200 !== q1) problems.push("GET /api/projects queries grow with projects");

  // ── 4. GET /api/projects/:id/tasks at 2,000 tasks ──────────────────────
  const big = expectOk(await ada.call("POST", "/api/projects", { name: "Bench big board" }), "create project");
  expectOk(await ada.call("POST", "/api/tasks", { projectId: big.id, name: "First" }), "create task");
  const qt1 = await queries(ada, "GET", `/api/projects/${big.id}/tasks`);
  const fill = await timed(() =>
    pool(Array.from({ length: TASKS - 1 }), WRITERS, async (_, i) =>
      expectOk(
        await ada.call("POST", "/api/tasks", { projectId: big.id, name: `Task ${i}`, status: ["todo", "in-progress", "done"][i % 3] }),
        "create",
      ),
    ),
  );
  const taskTimes = [];
  let count = 0;
  for (let i = 0; i < LIST_SAMPLES; i++) {
    taskTimes.push(
      await timed(async () => {
        count = (await ada.call("GET", `/api/projects/${big.id}/tasks`)).json.length;
      }),
    );
  }
  const tl = percentiles(taskTimes);
  const qt2000 = await queries(ada, "GET", `/api/projects/${big.id}/tasks`);
  const firstTask = (await ada.call("GET", `/api/projects/${big.id}/tasks`)).json[0];
  const qPatch = await queries(ada, "PATCH", `/api/tasks/${firstTask.id}`, { name: "Counted" });
  const qPost = await queries(ada, "POST", "/api/tasks", { projectId: big.id, name: "Counted" });
  console.log(`\nGET /api/projects/:id/tasks with ${count} tasks`);
  row(`p50 / p99 over ${tl.n}`, `${ms(tl.p50)} / ${ms(tl.p99)}`);
  row("D1 queries in the handler: 1 task → 2,000", `${qt1} → ${qt2000}   (+1 session lookup)`);
  row("D1 queries: PATCH /api/tasks/:id, POST /api/tasks", `${qPatch}, ${qPost}   (+1 session lookup)`);
  row("filling 2,000 tasks over HTTP (20 in flight)", `${((TASKS / fill) * 1000).toFixed(0)} creates/s`);
  if (qt2000 !== qt1) problems.push("GET tasks queries grow with tasks");
} catch (err) {
  problems.push(String(err?.stack ?? err));
  const log = server.log().trim();
  if (log) problems.push(`server log (tail):\n${log.slice(-3000)}`);
} finally {
  await server.stop();
}

if (problems.length > 0) {
  console.log("\nProblems:");
  for (const p of problems.slice(0, 20)) console.log(`  - ${p}`);
  process.exit(1);
}
