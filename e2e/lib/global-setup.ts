import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { providerVars } from "./provider-fakes-config";

// Playwright's global set-up: builds the app once (unless E2E_SKIP_BUILD=1), applies migrations to a
// fresh local D1 and serves the build with `wrangler dev` in development mode (dev mailbox on) on
// E2E_PORT. The workers read the server's address from E2E_BASE_URL (playwright hands the set-up's
// environment to its workers). One server per playwright process: scripts/test-all.mjs runs two
// processes (shards) on two ports, each with its own server and D1.

let server: ChildProcess | undefined;
let persistDir: string | undefined;

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
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

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, "../..");
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(path.join(root, "build/server/wrangler.json"))) {
    // The build users get, React's production bundle included.
    execSync("npx react-router build", { cwd: root, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
  }
  persistDir = mkdtempSync(path.join(tmpdir(), "kickoff-e2e-"));
  execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${persistDir}`, { cwd: root, stdio: "inherit", env });
  const port = Number(process.env.E2E_PORT ?? 8788);
  const providers = providerVars(port);
  server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      "build/server/wrangler.json",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistDir,
      "--var",
      "ENVIRONMENT:development",
      ...providers.vars.flatMap((v) => ["--var", v]),
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  server.stdout?.on("data", (d) => {
    log += d;
  });
  server.stderr?.on("data", (d) => {
    log += d;
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHttp(`${baseUrl}/api/auth/user`, 60_000);
  } catch (err) {
    console.error(log);
    await stop();
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_FAKE_ORIGIN = providers.fakeOrigin;
  return stop;
}

async function stop(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (persistDir) rmSync(persistDir, { recursive: true, force: true });
}
