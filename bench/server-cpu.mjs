// The bench server's own CPU and a DevTools session on its Worker, shared by the benches that run the
// production build (batch, api-writes). On a machine shared far beyond its cores the wall clock
// mostly measures the others; the server's CPU per request is the figure that compares across moments.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { printTop } from "./cpu-profile.mjs";

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** CPU seconds used so far by this bench's server (its Node side and its workerd, every descendant of this process), from /proc. */
export function serverCpuSeconds() {
  return serverCpu().total;
}

/**
 * The same, split by process: `workerd` (the Worker, its Durable Objects and local D1) and `node`
 * (the server's Node side: Miniflare for the production build, decision 164; wrangler dev and its
 * proxy before it).
 */
export function serverCpu() {
  const stats = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15), 1-based.
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
      const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
      stats.set(Number(pid), { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]), comm });
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
  const ticks = { total: 0, workerd: 0, node: 0 };
  for (const pid of mine) {
    const { cpu, comm } = stats.get(pid);
    ticks.total += cpu;
    if (comm.startsWith("workerd")) ticks.workerd += cpu;
    else ticks.node += cpu;
  }
  // USER_HZ
  return { total: ticks.total / 100, workerd: ticks.workerd / 100, node: ticks.node / 100 };
}

/** A DevTools Protocol session on the Worker through wrangler's inspector proxy. */
export async function inspector(port) {
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

/**
 * With `dir` and BENCH_INSPECTOR_PORT set, starts sampling the Worker (and its Durable Objects, one
 * isolate); the returned function stops, saves `<dir>/<name>.cpuprofile` and prints the top self times.
 * Without them, a no-op.
 */
export async function profileWorker(dir, name, intervalUs = 200) {
  const port = process.env.BENCH_INSPECTOR_PORT;
  if (!dir || !port) return async () => {};
  const cdp = await inspector(port);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: intervalUs });
  await cdp.send("Profiler.start");
  return async () => {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    const file = `${dir}/${name}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    printTop(profile, file, 25);
    cdp.close();
  };
}
