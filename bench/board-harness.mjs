// Shared bench plumbing: a local Worker it starts itself (wrangler dev on worker/index.ts, or the
// production build on Miniflare, with local D1 and Durable Objects in a throwaway directory), sign-in through the dev mailbox, HTTP and
// WebSocket clients, and percentiles. Any bench/*.bench.mjs may import it.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler ${args[0]} failed (${code}):\n${out}`))));
  });
}

/**
 * wrangler.toml with what a bench needs on top: absolute paths (the copy lives in a temp dir),
 * development mode (dev mailbox, query counting), and the React Router build swapped for the test
 * stub as in the workerd tests, so no UI build is needed and the bench measures exactly /api. `vars` are
 * added to the configured ones (the AI bench's provider settings).
 */
export async function benchConfig(dir, vars = {}) {
  const { experimental_readRawConfig } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: join(ROOT, "wrangler.toml") });
  // The stub build has no pages, so no static assets: the `[assets]` routing rules have nothing to route.
  const { assets: _assets, ...withoutAssets } = rawConfig;
  const config = {
    ...withoutAssets,
    main: join(ROOT, rawConfig.main),
    vars: { ...rawConfig.vars, ENVIRONMENT: "development", ...vars },
    d1_databases: rawConfig.d1_databases.map((d) => ({ ...d, migrations_dir: join(ROOT, d.migrations_dir ?? "migrations") })),
    alias: { ...rawConfig.alias, "virtual:react-router/server-build": join(ROOT, "test/support/server-build-stub.ts") },
    define: { ...rawConfig.define, "import.meta.env.MODE": '"development"', "import.meta.env.DEV": "true" },
    observability: { enabled: false },
  };
  const path = join(dir, "wrangler.json");
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * The production build (`react-router build`, what `wrangler deploy` ships), built unless
 * BENCH_SKIP_BUILD=1 and a build exists. Served with ENVIRONMENT=development only for the dev mailbox
 * (sign-in without e-mail) and the on-request D1 query counters; the code is the minified build.
 */
function productionBuild(env) {
  const built = existsSync(join(ROOT, "build/server/wrangler.json"));
  if (!built || process.env.BENCH_SKIP_BUILD !== "1") {
    const out = spawnSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
    });
    if (out.status !== 0) throw new Error(`react-router build failed:\n${out.stdout}\n${out.stderr}`);
  }
  return join(ROOT, "build/server/wrangler.json");
}

/**
 * Starts the Worker locally on a free port with its own throwaway D1 and Durable Object storage:
 * `/api` only (the test stub for pages) by default, or the production build with `{ production: true }`.
 */
export async function startDevServer({ production = false } = {}) {
  const persist = mkdtempSync(join(tmpdir(), "kickoff-bench-"));
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1" };
  const config = production ? productionBuild(env) : await benchConfig(persist);
  // Migrations from the repository's config, into the state the server reads.
  await run(
    [
      "d1",
      "migrations",
      "apply",
      "DB",
      "--local",
      "--config",
      production ? join(ROOT, "wrangler.toml") : config,
      "--persist-to",
      join(persist, "state"),
    ],
    env,
  );
  // BENCH_PORT: a fixed port, for engineers handed a range on a shared machine.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const inspect = process.env.BENCH_INSPECTOR_PORT;
  // The production build is served as the browser tests serve it (scripts/serve-build.mjs: Miniflare
  // without wrangler dev's proxy, which a deployed Worker does not have either; decision 164).
  const args = production
    ? [
        join(ROOT, "scripts", "serve-build.mjs"),
        "--port",
        String(port),
        "--persist-to",
        join(persist, "state"),
        "--var",
        "ENVIRONMENT:development",
        "--no-request-log",
        // For profiling the Worker and its Durable Objects with DevTools while a bench runs.
        ...(inspect ? ["--inspector-port", inspect] : []),
      ]
    : [
        WRANGLER,
        "dev",
        "--config",
        config,
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        "--persist-to",
        join(persist, "state"),
        "--show-interactive-dev-session=false",
        "--log-level",
        "warn",
        ...(inspect ? ["--inspector-port", inspect] : []),
      ];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  // Generous: on the shared machine (load far above its cores) the server can take minutes to start.
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 240_000);
  for (;;) {
    if (child.exitCode !== null || /Build failed/.test(log)) {
      child.kill("SIGTERM");
      throw new Error(`the bench server failed:\n${log}`);
    }
    try {
      const res = await fetch(`${origin}/api/auth/user`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the bench server did not answer in time:\n${log}`);
    }
    await sleep(200);
  }
  return {
    origin,
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A client bound to one origin and (after signIn) one session cookie. */
export function client(origin, cookie = null) {
  const call = async (method, path, body, headers = {}) => {
    const h = { origin, ...headers };
    if (cookie) h.cookie = cookie;
    if (body !== undefined) h["content-type"] = "application/json";
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, json };
  };
  return { origin, cookie, call };
}

/** Magic-link sign-in through the dev mailbox, like a person in development would. */
export async function signIn(origin, email) {
  const anon = client(origin);
  // Each bench person comes from an address of their own (TEST-NET-2), as people do: the per-address
  // sign-in limit is for abuse, not for a bench that signs in twenty teammates.
  const ip = `198.51.100.${[...email].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 250, 7) + 1}`;
  const req = await anon.call("POST", "/api/auth/magic-link", { email }, { "cf-connecting-ip": ip });
  if (req.status !== 204) throw new Error(`magic link: ${req.status} ${JSON.stringify(req.json)}`);
  const mails = (await anon.call("GET", "/api/dev/mailbox")).json;
  const mail = mails.find((m) => m.to === email && m.text.includes("/api/auth/magic-link/verify"));
  const link = mail.text.match(/https?:\/\/\S+/)[0].replace(/^https?:\/\/[^/]+/, origin);
  const res = await fetch(link, { redirect: "manual" });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.includes("=")) throw new Error(`sign-in failed: ${res.status}`);
  const c = client(origin, cookie);
  const me = await c.call("GET", "/api/auth/user");
  return { ...c, userId: me.json.id };
}

/** A board socket with a message log and a wait-for-predicate helper. */
export function openSocket(user, projectId) {
  const url = `${user.origin.replace(/^http/, "ws")}/api/projects/${projectId}/live`;
  const ws = new WebSocket(url, { headers: { origin: user.origin, cookie: user.cookie } });
  const messages = [];
  const listeners = new Set();
  let frames = 0;
  ws.addEventListener("message", (e) => {
    const at = performance.now();
    let msg;
    try {
      msg = JSON.parse(e.data);
    } catch {
      return;
    }
    // A batch frame carries several ops: listeners see each op, as the app applies them.
    const unpacked = msg.type === "ops" ? msg.ops.map((o) => ({ type: "op", ...o, batchSize: msg.ops.length })) : [msg];
    frames++;
    for (const m of unpacked) {
      m.receivedAt = at;
      m.frame = frames;
      messages.push(m);
      for (const l of [...listeners]) l(m);
    }
  });
  const socket = {
    ws,
    messages,
    closed: null,
    send: (m) => ws.send(JSON.stringify(m)),
    onMessage(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** The first message matching `predicate` from index `from` on (default: only messages still to come). */
    next(predicate, timeoutMs = 15_000, from = messages.length) {
      // Scanning only from `from` keeps waits O(1) per message even after thousands of ops.
      for (let i = from; i < messages.length; i++) if (predicate(messages[i])) return Promise.resolve(messages[i]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off();
          const state = socket.closed ? `closed ${socket.closed.code} ${socket.closed.reason}` : "open";
          reject(
            new Error(
              `socket wait timed out (socket ${state}, ${messages.length} messages, last: ${JSON.stringify(messages.at(-1))?.slice(0, 200)})`,
            ),
          );
        }, timeoutMs);
        const off = socket.onMessage((m) => {
          if (predicate(m)) {
            clearTimeout(timer);
            off();
            resolve(m);
          }
        });
      });
    },
    close: () => ws.close(1000, "bench done"),
  };
  ws.addEventListener("close", (e) => {
    socket.closed = { code: e.code, reason: e.reason };
  });
  return new Promise((resolve, reject) => {
    ws.addEventListener("open", () => resolve(socket), { once: true });
    ws.addEventListener("error", () => reject(new Error(`socket to ${url} failed`)), { once: true });
  });
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}

export const ms = (v) => `${v.toFixed(1)} ms`;

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

/** A JSON answer of `client().call`, or a thrown error naming the request when it was refused. */
export function expectOk(res, what) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/**
 * Runs a bench against its own dev server (`startDevServer(options)`): `body(server, problems)` prints
 * figures and records what was wrong. Problems (and the server log's tail on a crash) are printed at the
 * end and make the process exit 1; timings never do.
 */
export async function runBench(options, body) {
  const problems = [];
  const server = await startDevServer(options);
  try {
    await body(server, problems);
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
}
