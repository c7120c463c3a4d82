import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Browser tests: Debian's Chromium (never a downloaded one) against the built app served by
// Miniflare (real workerd, local D1, DOs and queues, as `wrangler dev` runs it; scripts/serve-build.mjs);
// e2e/lib/global-setup.ts starts that server.
// One worker: one server per playwright process, and the machine has 2 cores. scripts/test-all.mjs
// runs two processes (--shard) at once, each on its own port with its own server and D1.
const port = Number(process.env.E2E_PORT ?? 8788);
// Chromium's headless shell when Debian's package is there (`.ci/run` installs it): the same engine
// without the browser's window compositing, about half the CPU per test on a 2-core machine. The
// benches measure the full browser, as users run it.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./e2e/lib/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Tests and each beforeAll hook; a hook signs several people in, which under load takes a while.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Per port, so two shards at once do not wipe each other's artefacts (playwright empties it first).
  outputDir: `test-results/e2e-${port}`,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? `test-results/e2e-${port}.json` }]],
  use: {
    browserName: "chromium",
    headless: true,
    // Off by default: recording every test's trace costs the CI run minutes. scripts/test-all.mjs runs a
    // failed test once more with E2E_TRACE=on, so a red run still leaves the failure's trace.
    trace: process.env.E2E_TRACE === "on" ? "on" : process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // As playwright-core's own default, which the tests were written against.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
