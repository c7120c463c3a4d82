// HTTP write bench (issue 24), on the production build served on Miniflare (decision 164): scripts with personal
// API tokens (Bearer, no cookie) PATCH /api/tasks/:id while a teammate listens on the board's socket.
// The figures: teammate-visible p50 ≤ 5 ms, and ≥ 1,000 accepted writes/s on one board with
// 20 concurrent API clients, 0 lost. board.bench.mjs measures the same beside the socket figures; this
// one runs the HTTP part alone (`npm run bench api-writes`) and prints what a refused write answered.
// Never asserts timings; exits non-zero only when a write was refused or lost. Prints the server's own
// CPU per write (workerd and the server's Node side, from /proc) and the load average beside each figure,
// and this host's ceiling: the requests/s the same clients get from a request that does no work at all.
//
// Env: BENCH_SKIP_BUILD=1 reuses build/; API_PROFILE=<dir> with BENCH_INSPECTOR_PORT=<port> records a
// CPU profile of the Worker and its Durable Object while the 20 clients write (build with
// KICKOFF_READABLE_BUILD=1 to read the names).

import { expectOk, ms, openSocket, percentiles, pool, runBench, signIn } from "./board-harness.mjs";
import { load, profileWorker, serverCpu } from "./server-cpu.mjs";

const WRITERS = 20;
const CHANGES_PER_WRITER = 50;
const LATENCY_SAMPLES = 300;
const WARM_UP = 30;
/** Paced like a person's edits: the latency figure is about one change reaching a teammate. */
const PACE_MS = 1000 / 18;

const cpuSince = (before) => {
  const now = serverCpu();
  return { total: now.total - before.total, workerd: now.workerd - before.workerd, node: now.node - before.node };
};
/** Per write: all of it, then workerd (Worker, Durable Object, local D1) and node (the server's Node side). */
const cpuPerWrite = (cpu, n) =>
  `${ms((cpu.total * 1000) / n)} (workerd ${ms((cpu.workerd * 1000) / n)}, node ${ms((cpu.node * 1000) / n)})`;
const row = (label, value) => console.log(`  ${label.padEnd(52)} ${value}`);

await runBench({ production: true }, async (server, problems) => {
  const stamp = Date.now().toString(36);
  const ada = await signIn(server.origin, `api-ada-${stamp}@example.com`);
  const bob = await signIn(server.origin, `api-bob-${stamp}@example.com`);
  const project = expectOk(await ada.call("POST", "/api/projects", { name: "API bench board" }), "create project");
  expectOk(await ada.call("POST", `/api/projects/${project.id}/members`, { userId: bob.userId, role: "editor" }), "add teammate");
  const people = await Promise.all(Array.from({ length: WRITERS }, (_, w) => signIn(server.origin, `api-w${w}-${stamp}@example.com`)));
  await pool(people, 5, (p) => ada.call("POST", `/api/projects/${project.id}/members`, { userId: p.userId, role: "editor" }));
  const tokens = [];
  for (const p of people)
    tokens.push(expectOk(await p.call("POST", "/api/tokens", { name: "Bench script", scopes: ["write"] }), "token").token);
  const cards = [];
  for (let w = 0; w < WRITERS; w++)
    cards.push(expectOk(await ada.call("POST", "/api/tasks", { projectId: project.id, name: `Card ${w}` }), "card"));

  const teammate = await openSocket(bob, project.id);
  teammate.send({ type: "hello", lastVersion: null });
  await teammate.next((m) => m.type === "snapshot" || m.type === "role");

  const refusals = new Map();
  const write = async (token, taskId, patch) => {
    const res = await fetch(`${server.origin}/api/tasks/${taskId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(patch),
    });
    const text = await res.text();
    if (res.status !== 200) {
      const key = `${res.status} ${text.slice(0, 200)}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    return res.status;
  };

  // ── change → teammate ────────────────────────────────────────────────────
  const latencies = [];
  const latencyLoad = load();
  let latencyCpu = null;
  const started = performance.now();
  for (let i = -WARM_UP; i < LATENCY_SAMPLES; i++) {
    const due = started + (i + WARM_UP) * PACE_MS;
    if (performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
    const name = `lat-${i}`;
    const seen = teammate.next((m) => m.type === "op" && m.op.task?.name === name);
    const t0 = performance.now();
    if (i === 0) latencyCpu = serverCpu();
    if ((await write(tokens[0], cards[0].id, { name })) !== 200) problems.push(`latency write ${i} refused`);
    const msg = await seen;
    if (i >= 0) latencies.push(msg.receivedAt - t0);
  }
  const latencyCpuUsed = cpuSince(latencyCpu);
  const lat = percentiles(latencies);
  console.log("\nChange → teammate over HTTP: PATCH /api/tasks/:id with an API token, op received on a teammate's socket");
  row(`p50 / p95 / p99 over ${lat.n}`, `${ms(lat.p50)} / ${ms(lat.p95)} / ${ms(lat.p99)}   (target p50 ≤ 5 ms)`);
  row("server CPU per write, paced (idle time included)", `${cpuPerWrite(latencyCpuUsed, lat.n)}   load ${latencyLoad} → ${load()}`);

  // ── the same request refused by validation: the HTTP path's own floor ─────
  // Token check, middleware and the zod check run; the board does not. What the write figure adds to this
  // is the Durable Object's commit and the socket to the teammate.
  const floor = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const t = performance.now();
    const res = await fetch(`${server.origin}/api/tasks/${cards[0].id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${tokens[0]}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "" }),
    });
    await res.text();
    if (res.status !== 400) problems.push(`floor request answered ${res.status}, not 400`);
    floor.push(performance.now() - t);
  }
  const fl = percentiles(floor);
  row("floor: the PATCH refused by validation (400), round trip", `${ms(fl.p50)} / ${ms(fl.p95)} / ${ms(fl.p99)}   (p50 / p95 / p99)`);

  // ── 20 API clients on one board ──────────────────────────────────────────
  const before = Number((await ada.call("GET", `/api/projects/${project.id}/tasks`)).headers.get("x-board-version"));
  let accepted = 0;
  const throughputLoad = load();
  const stopProfile = await profileWorker(process.env.API_PROFILE, "api-writes");
  const cpu0 = serverCpu();
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token, w) => {
      for (let j = 0; j < CHANGES_PER_WRITER; j++) {
        const status = await write(token, cards[w].id, { name: `h${w}-${j}`, priority: ["low", "medium", "high"][j % 3] });
        if (status === 200) accepted++;
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = cpuSince(cpu0);
  await stopProfile();
  const total = WRITERS * CHANGES_PER_WRITER;
  await teammate.next((m) => m.type === "op" && m.version === before + accepted, 30_000, 0).catch(() => null);
  const seen = teammate.messages.filter((m) => m.type === "op" && m.version > before).length;
  const board = await ada.call("GET", `/api/projects/${project.id}/tasks`);
  const lost = cards.filter((c, w) => board.json.find((t) => t.id === c.id)?.name !== `h${w}-${CHANGES_PER_WRITER - 1}`).length;
  console.log(
    `\nAccepted HTTP writes on one board: ${WRITERS} API clients (a token each) × ${CHANGES_PER_WRITER}, each waiting for its answer`,
  );
  row("accepted / refused / lost", `${accepted} / ${total - accepted} / ${lost}`);
  row("throughput", `${((accepted / wall) * 1000).toFixed(0)} accepted writes/s   (target ≥ 1,000/s, 0 lost)   wall ${ms(wall)}`);
  row("server CPU per write", `${cpuPerWrite(cpu, total)}   load ${throughputLoad} → ${load()}`);
  row("teammate: ops received", `${seen}`);
  teammate.close();

  // ── the same 20 clients asking for nothing: this host's ceiling ───────────
  // An unknown /api path answered 404 before any session, token or board work: what Miniflare's entry
  // worker, the Worker's routing and the clients cost on this machine. Writes cannot beat it here.
  const ceilingCpu0 = serverCpu();
  const ceilingT0 = performance.now();
  await Promise.all(
    tokens.map(async () => {
      for (let j = 0; j < CHANGES_PER_WRITER; j++) {
        const res = await fetch(`${server.origin}/api/no-such-route`);
        await res.text();
        if (res.status !== 404) problems.push(`ceiling request answered ${res.status}, not 404`);
      }
    }),
  );
  const ceilingWall = performance.now() - ceilingT0;
  const ceilingCpu = cpuSince(ceilingCpu0);
  console.log(
    `\nThis host's ceiling: the same ${WRITERS} clients × ${CHANGES_PER_WRITER}, each GET of an unknown /api path (404, no token, no board)`,
  );
  row("throughput", `${((total / ceilingWall) * 1000).toFixed(0)} requests/s   wall ${ms(ceilingWall)}`);
  row("server CPU per request", `${cpuPerWrite(ceilingCpu, total)}   load ${load()}`);

  if (refusals.size > 0) {
    console.log("\nRefused writes, by answer:");
    for (const [answer, n] of refusals) console.log(`  ${n} × ${answer}`);
    const log = server.log().trim();
    if (log) console.log(`\nServer log (tail):\n${log.slice(-4000)}`);
    problems.push(`${[...refusals.values()].reduce((a, b) => a + b, 0)} HTTP writes refused`);
  }
  if (seen !== accepted) problems.push(`teammate saw ${seen}/${accepted} accepted HTTP writes`);
  if (lost > 0) problems.push(`${lost} API clients' last change missing`);
});
