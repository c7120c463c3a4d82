import { type ChildProcess, execSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { providerVars } from "./provider-fakes-config";

// Playwright's global set-up: builds the app once (unless E2E_SKIP_BUILD=1), applies migrations to a
// fresh local D1 and serves the build on Miniflare (scripts/serve-build.mjs) in development mode (dev mailbox on) on
// E2E_PORT. The workers read the server's address from E2E_BASE_URL (playwright hands the set-up's
// environment to its workers). One server per playwright process: scripts/test-all.mjs runs two
// processes (shards) on two ports, each with its own server and D1.

let server: ChildProcess | undefined;
let persistDir: string | undefined;

async function waitForHttp(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server for ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      lastError = new Error(`status ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not come up: ${String(lastError)}`);
}

/** Resolves once nothing accepts connections on the port (a server left by a stopped run may be ending). */
async function waitForFreePort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: "127.0.0.1" });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!inUse) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`e2e: port ${port} is still taken after ${timeoutMs} ms; trying anyway`);
}

function spawnServer(root: string, port: number, persist: string, vars: string[]) {
  // Miniflare directly, not `wrangler dev`: wrangler's dev proxy now and then drops a write
  // ("Network connection lost"), decision 164. Same workerd, config, D1, DOs, queues and assets.
  const child = spawn(
    process.execPath,
    [
      path.join(root, "scripts", "serve-build.mjs"),
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--var",
      "ENVIRONMENT:development",
      ...vars.flatMap((v) => ["--var", v]),
    ],
    { cwd: root, env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  let exited = false;
  // Kept whole beside the test results: a 500 a test meets is explained by the server's own log.
  mkdirSync(path.join(root, "test-results"), { recursive: true });
  const file = createWriteStream(path.join(root, "test-results", `e2e-server-${port}.log`));
  child.stdout?.on("data", (d) => {
    log += d;
    file.write(d);
  });
  child.stderr?.on("data", (d) => {
    log += d;
    file.write(d);
  });
  child.once("exit", () => {
    exited = true;
    file.end();
  });
  return { child, log: () => log, exited: () => exited };
}

function stopServer() {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  server = undefined;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, "../..");
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(path.join(root, "build/server/wrangler.json"))) {
    // The build users get, React's production bundle included.
    execSync("npx react-router build", { cwd: root, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  }
  const persist = mkdtempSync(path.join(tmpdir(), "kickoff-e2e-"));
  persistDir = persist;
  execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${persist}`, { cwd: root, stdio: "inherit", env });
  const port = Number(process.env.E2E_PORT ?? 8788);
  const providers = providerVars(port);
  const baseUrl = `http://localhost:${port}`;
  // Two shards start their servers at the same moment, each on its own port; a start that finds its port
  // taken (a server a stopped run left behind, still shutting down) waits and tries again rather than
  // failing the shard.
  for (let attempt = 1; ; attempt++) {
    await waitForFreePort(port, 20_000);
    const started = spawnServer(root, port, persist, providers.vars);
    server = started.child;
    try {
      await waitForHttp(`${baseUrl}/api/auth/user`, 90_000, started.exited);
      break;
    } catch (err) {
      stopServer();
      if (attempt < 3 && /address already in use|EADDRINUSE/i.test(started.log())) {
        console.error(`e2e: port ${port} was busy; starting the server again (attempt ${attempt + 1})`);
        await new Promise((r) => setTimeout(r, 3000 * attempt));
        continue;
      }
      console.error(started.log());
      await stop();
      throw err;
    }
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_FAKE_ORIGIN = providers.fakeOrigin;
  return stop;
}

async function stop(): Promise<void> {
  stopServer();
  if (persistDir) rmSync(persistDir, { recursive: true, force: true });
}
