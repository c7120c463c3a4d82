// First load of the production build, per page: the gzip JavaScript each page loads and its Lighthouse
// mobile performance. Builds the app, serves build/ with `wrangler dev` (as `npm run preview` does) on a
// throwaway D1, signs a user in through the dev mailbox, creates a project with a few tasks, then runs
// Lighthouse (default mobile settings: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium with the
// session cookie. Prints figures; never asserts on them.
//
// Env: PAGES_PORT / PAGES_CHROME_PORT pin the ports (default: free ones), PAGES_SKIP_BUILD=1 reuses build/,
// CHROMIUM_PATH overrides /usr/bin/chromium, PAGES_RUNS (default 1) runs Lighthouse that many times per
// page and prints the median, PAGES_LHR_DIR saves each Lighthouse report there, PAGES_ONLY=projects
// measures only the pages whose name contains it.

import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { PAGES, pageWeight, readManifest } from "./page-weight.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLIENT = join(ROOT, "build", "client");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const BUDGET_KB = 110;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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

async function waitFor(url, ok, what, child, log) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (ok(res)) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 60 s:\n${log()}`);
    await sleep(250);
  }
}

function spawnLogged(cmd, args) {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
  };
  return { child, log: () => out, stop };
}

/** Serves build/ the way `npm run preview` does, on its own D1. */
async function startPreview(persist) {
  execFileSync(process.execPath, [WRANGLER, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
    cwd: ROOT,
    env,
    stdio: "ignore",
  });
  const port = Number(process.env.PAGES_PORT) || (await freePort());
  const server = spawnLogged(process.execPath, [
    WRANGLER,
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persist,
    "--var",
    "ENVIRONMENT:development",
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  ]);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/auth/user`, (r) => r.status === 401, "wrangler dev", server.child, server.log);
  return { origin, stop: server.stop };
}

async function startChromium(profile) {
  const port = Number(process.env.PAGES_CHROME_PORT) || (await freePort());
  const chrome = spawnLogged(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`,
    "about:blank",
  ]);
  await waitFor(`http://127.0.0.1:${port}/json/version`, (r) => r.ok, "chromium", chrome.child, chrome.log);
  return { port, stop: chrome.stop };
}

/** Magic-link sign-in through the dev mailbox; returns the session cookie. */
async function signIn(origin, email) {
  const headers = { origin, "content-type": "application/json" };
  const req = await fetch(`${origin}/api/auth/magic-link`, { method: "POST", headers, body: JSON.stringify({ email }) });
  if (req.status !== 204) throw new Error(`magic link: ${req.status} ${await req.text()}`);
  const mails = await (await fetch(`${origin}/api/dev/mailbox`)).json();
  const mail = mails.find((m) => m.to === email && m.text.includes("/api/auth/magic-link/verify"));
  const link = mail.text.match(/https?:\/\/\S+/)[0].replace(/^https?:\/\/[^/]+/, origin);
  const res = await fetch(link, { redirect: "manual" });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.includes("=")) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function api(origin, cookie, method, path, body) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A project like one a user has after a few days: a milestone and a dozen tasks. `visited`: its page has
 * been open before, so the task it opens on has been analysed (what the tool panel does on a visit) and
 * the server can render that task's tools in the HTML.
 */
async function seedProject(origin, cookie, { visited = false } = {}) {
  const project = await api(origin, cookie, "POST", "/api/projects", {
    name: "Website relaunch",
    description: "New site, new copy, launch in six weeks.",
  });
  const milestone = await api(origin, cookie, "POST", "/api/tasks", { projectId: project.id, name: "Launch", kind: "milestone" });
  for (let i = 1; i <= 12; i++) {
    await api(origin, cookie, "POST", "/api/tasks", {
      projectId: project.id,
      name: `Task ${i}: ${["Write copy", "Design hero", "Set up analytics", "QA pass"][i % 4]}`,
      priority: ["low", "medium", "high"][i % 3],
      status: ["todo", "in-progress", "done"][i % 3],
      parentTaskId: i % 2 ? milestone.id : null,
    });
  }
  if (visited) {
    const [opensOn] = await api(origin, cookie, "GET", `/api/projects/${project.id}/tasks`);
    await api(origin, cookie, "GET", `/api/tasks/${opensOn.id}/analyze`);
  }
  return project.id;
}

/** The gzip size of every script a Lighthouse run saw the page load, read from build/client. */
function loadedScripts(lhr, origin) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const files = requests
    .filter((r) => r.resourceType === "Script" && r.url.startsWith(origin))
    .map((r) => new URL(r.url).pathname)
    .filter((p) => existsSync(join(CLIENT, p)));
  const unique = [...new Set(files)];
  const gzipBytes = unique.reduce((sum, p) => sum + gzipSync(readFileSync(join(CLIENT, p)), { level: 9 }).length, 0);
  return { files: unique.length, gzipBytes };
}

/** One DevTools command on Chromium's browser target. */
async function browserCommand(chromePort, method, params = {}) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  return new Promise((resolve, reject) => {
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method, params }));
    ws.onmessage = (e) => {
      const reply = JSON.parse(String(e.data));
      if (reply.id !== 1) return;
      ws.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve(reply.result);
    };
    ws.onerror = () => reject(new Error("could not reach Chromium's DevTools socket"));
  });
}

/**
 * The browser's cookie jar holds exactly this run's session (or nothing, for a visitor), as a signed-in
 * browser's would. Not a request header: the jar's Cookie header replaces such a header as soon as a
 * page sets any cookie (the D1 bookmark), and the page's own API calls would then go out signed out.
 */
async function setSession(chromePort, origin, cookie) {
  await browserCommand(chromePort, "Storage.clearCookies");
  if (!cookie) return;
  const [name, value] = cookie.split(/=(.*)/s);
  await browserCommand(chromePort, "Storage.setCookies", { cookies: [{ name, value, url: origin, httpOnly: true, sameSite: "Lax" }] });
}

let reportCount = 0;

async function audit(chromePort, url, cookie, origin) {
  await setSession(chromePort, origin, cookie);
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const { lhr } = result;
  if (process.env.PAGES_LHR_DIR) {
    const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
    mkdirSync(process.env.PAGES_LHR_DIR, { recursive: true });
    // Numbered, so the runs behind a median can all be read afterwards.
    writeFileSync(join(process.env.PAGES_LHR_DIR, `${name}${cookie ? "-member" : ""}-${++reportCount}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`lighthouse ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).map((r) => r.url);
  if (cookie && scripts.some((u) => /\/landing-page-[\w-]+\.js$/.test(u))) {
    throw new Error(`lighthouse ${url} was served the visitor's landing page: the session did not reach the server`);
  }
  const ms = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    si: ms("speed-index"),
    tbt: ms("total-blocking-time"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    loaded: loadedScripts(lhr, origin),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (process.env.PAGES_SKIP_BUILD !== "1" || !existsSync(join(ROOT, "build/server/wrangler.json"))) {
    console.log("building the production app…");
    // NODE_ENV=production whatever the caller's (vitest sets "test", which would bundle React's development build).
    execFileSync(process.execPath, [join(ROOT, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: "production" },
      stdio: "ignore",
    });
  }

  const manifest = readManifest(CLIENT);
  console.log(`\nFirst-load JS per page (route modules and their imports, gzip -9; budget ${BUDGET_KB} KB):`);
  for (const page of PAGES) {
    const w = pageWeight(CLIENT, manifest, page.routeIds);
    const flag = !page.budgeted ? "  (no budget)" : w.gzipBytes > BUDGET_KB * 1024 ? "  OVER BUDGET" : "";
    console.log(
      `  ${page.name.padEnd(16)} ${kb(w.gzipBytes).padStart(9)} in ${String(w.files).padStart(2)} files (${kb(w.rawBytes)} raw)${flag}`,
    );
  }

  const tmp = mkdtempSync(join(tmpdir(), "kickoff-pages-"));
  const server = await startPreview(join(tmp, "state"));
  const chrome = await startChromium(join(tmp, "chrome"));
  try {
    const cookie = await signIn(server.origin, "pages-bench@example.com");
    const projectId = await seedProject(server.origin, cookie);
    const visitedId = await seedProject(server.origin, cookie, { visited: true });
    const targets = [
      { name: "/ (visitor)", path: "/", cookie: null },
      { name: "/ (signed in)", path: "/", cookie },
      { name: "/dashboard", path: "/dashboard", cookie },
      { name: "/projects/:id (first visit)", path: `/projects/${projectId}`, cookie },
      { name: "/projects/:id (seen before)", path: `/projects/${visitedId}`, cookie },
    ].filter((t) => !process.env.PAGES_ONLY || t.name.includes(process.env.PAGES_ONLY));
    const runs = Math.max(1, Number(process.env.PAGES_RUNS) || 1);
    // One throwaway run warms wrangler's first-request compilation so it is not billed to the first page.
    await audit(chrome.port, `${server.origin}/`, null, server.origin);
    console.log(`\nLighthouse ${lighthouseVersion()} mobile performance (median of ${runs}; target ≥ 98) and the JS each page loaded:`);
    console.log(`  ${"page".padEnd(28)} score   FCP      LCP      SI       TBT     CLS    JS loaded (gzip)`);
    for (const t of targets) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, `${server.origin}${t.path}`, t.cookie, server.origin));
      const pick = (k) => median(results.map((r) => r[k]));
      const loaded = results[0].loaded;
      console.log(
        `  ${t.name.padEnd(28)} ${String(pick("score")).padStart(5)}  ${fmtMs(pick("fcp"))}  ${fmtMs(pick("lcp"))}  ${fmtMs(pick("si"))}  ${fmtMs(pick("tbt"))}  ${pick("cls").toFixed(3)}  ${kb(loaded.gzipBytes)} in ${loaded.files} files`,
      );
    }
  } finally {
    await chrome.stop();
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

function fmtMs(ms) {
  return `${ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`}`.padEnd(7);
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}

await main();
