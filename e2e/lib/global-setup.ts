import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { providerVars } from "./provider-fakes-config";

// Builds the app once (unless E2E_SKIP_BUILD=1), applies migrations to a fresh local D1 and serves the
// build with `wrangler dev` in development mode (dev mailbox on), on a port of its own.

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the provider fakes of the integration e2e listen (wrangler dev calls this origin). */
    fakeProviderOrigin: string;
  }
}

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

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = (cmd: string) =>
    execSync(cmd, { cwd: root, stdio: "inherit", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(path.join(root, "build/server/wrangler.json"))) {
    // The build users get: vitest sets NODE_ENV=test, which would bundle React's development build.
    execSync("npx react-router build", {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
  }
  persistDir = mkdtempSync(path.join(tmpdir(), "kickoff-e2e-"));
  run(`npx wrangler d1 migrations apply DB --local --persist-to ${persistDir}`);
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
    { cwd: root, env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
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
    throw err;
  }
  project.provide("baseUrl", baseUrl);
  project.provide("fakeProviderOrigin", providers.fakeOrigin);

  return async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (persistDir) rmSync(persistDir, { recursive: true, force: true });
  };
}
