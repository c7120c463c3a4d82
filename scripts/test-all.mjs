// Runs every test layer (unit → workerd API/board/queue → browser) and ends with one line,
// "N passed, N failed", totalled over all layers. Exit code 1 if anything failed or a layer crashed.
//
// The browser layer (@playwright/test, playwright.config.ts) runs as two shards at once, each a
// playwright process with its own production server, local D1 and provider-fake port (E2E_PORT 8788 and
// 8798; preview.e2e.ts takes the port after its own) and one Chromium shared by its files: a browser
// test mostly waits on the page and the server, so two of them share the machine's two cores well, and
// the whole run stays inside CI's 20 minutes. The app is built once, beside the worker layer. Its counts come
// from playwright's JSON report (decision 116).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? 2);
// The first shard's port; each next shard's is 10 above (a server also takes the ports after its own).
const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 8788);
const layers = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "worker", config: "vitest.worker.config.ts" },
  { name: "e2e", runner: "playwright", shards: E2E_SHARDS },
];
const only = process.argv.slice(2);
const outDir = path.resolve("test-results");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const vitestArgs = (config, report) => [
  "vitest",
  "run",
  "--config",
  config,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

/** One vitest run's counts from its JSON report; null when it wrote none (it crashed). */
function countsOf(name, report, exitStatus) {
  if (!existsSync(report)) {
    console.error(`${name}: no report (exit ${exitStatus}); counting it as failed`);
    return null;
  }
  const r = JSON.parse(readFileSync(report, "utf8"));
  // A file that failed to load has no tests counted: count it as a failure, never as silence.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  let failed = r.numFailedTests + brokenFiles;
  let crashed = false;
  if (exitStatus !== 0 && failed === 0) {
    console.error(`${name}: vitest exited ${exitStatus} without failed tests; counting one failure`);
    failed = 1;
    crashed = true;
  }
  return { passed: r.numPassedTests, failed, crashed };
}

/**
 * One playwright run's counts from its JSON report; null when it wrote none (it crashed). A file that
 * fails to load, or a failed global set-up, is a top-level error with no test under it: each counts as
 * a failure, never as silence.
 */
function playwrightCountsOf(name, report, exitStatus) {
  if (!existsSync(report)) {
    console.error(`${name}: no report (exit ${exitStatus}); counting it as failed`);
    return null;
  }
  const r = JSON.parse(readFileSync(report, "utf8"));
  const stats = r.stats ?? {};
  let failed = (stats.unexpected ?? 0) + (r.errors ?? []).length;
  let crashed = false;
  if (exitStatus !== 0 && failed === 0) {
    console.error(`${name}: playwright exited ${exitStatus} without failed tests; counting one failure`);
    failed = 1;
    crashed = true;
  }
  // No retries are configured, so "flaky" stays 0; were one to pass on a retry it still passed.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, crashed };
}

// Playwright splits the files by test count, in name order (whole files: fullyParallel is off). Without
// traces (playwright.config.ts) an even split left the first shard (a–p) 8.8 min against the second's
// 7.0, and ending it before plan-subtasks still 8.3 against 6.7 (CI runs of 2026-11-26, 115 tests):
// these weights end it after manager-counts-exports. PWTEST_SHARD_WEIGHTS is playwright's own knob;
// set it to override.
const E2E_SHARD_WEIGHTS = E2E_SHARDS === 2 ? "49:66" : undefined;

/** A failed browser shard: the server's own error lines (e2e/lib/global-setup.ts keeps its log), to explain a 500. */
function printServerErrors(port) {
  const file = path.join(outDir, `e2e-server-${port}.log`);
  if (!existsSync(file)) return;
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /error|exception|uncaught| 5\d\d /i.test(line));
  if (lines.length === 0) return;
  console.log(`\n--- the e2e server's error lines (port ${port}, last 60 of ${lines.length}) ---`);
  console.log(lines.slice(-60).join("\n"));
}

/** Runs `npx <args>` with its output kept in `logFile`; resolves to its exit status once the log is written. */
function runLogged(args, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => child.on("close", (status) => log.end(() => resolve(status))));
}

/** The failed tests of a playwright JSON report, as `e2e/<file>:<line>` arguments. */
function failedTestsOf(report) {
  if (!existsSync(report)) return [];
  const failed = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failed.push(`e2e/${spec.file}:${spec.line}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(report, "utf8")).suites ?? []) walk(suite);
  return failed;
}

/** A red shard's failures are run again, at most this many, to record their traces. */
const TRACED_RERUNS = 3;

/**
 * Runs a red shard's failed tests once more with the trace recorded (issue 23 #6: traces kept for
 * failures, without paying for a trace on every test of a green run). The rerun counts for nothing:
 * the first run's failure stands. It uses the port 5 above the shard's (the shard's own server has
 * stopped), so the first run's artefacts and server log stay as they were.
 */
async function rerunWithTrace(layer, index, report) {
  const tests = failedTestsOf(report).slice(0, TRACED_RERUNS);
  if (tests.length === 0) return;
  const port = E2E_BASE_PORT + 10 * (index - 1) + 5;
  const logFile = path.join(outDir, `${layer.name}-${index}-traced.log`);
  const env = {
    ...process.env,
    E2E_SKIP_BUILD: "1",
    E2E_PORT: String(port),
    E2E_TRACE: "on",
    E2E_JSON_REPORT: path.join(outDir, `${layer.name}-${index}-traced.json`),
  };
  const status = await runLogged(["playwright", "test", ...tests], env, logFile);
  const outcome = status === 0 ? "passed this time (flaky)" : "failed again";
  console.log(`\n--- ${layer.name} ${index}/${layer.shards}: ${tests.join(", ")} run once more with a trace (not counted): ${outcome} ---`);
  console.log(
    `traces: test-results/e2e-${port}/*/trace.zip (npx playwright show-trace <file>); log: ${path.relative(process.cwd(), logFile)}`,
  );
}

/** Runs one shard with its output kept in a file, printed whole when it ends (no interleaving). */
function runShard(layer, index) {
  const label = `${layer.name} ${index}/${layer.shards}`;
  const report = path.join(outDir, `${layer.name}-${index}.json`);
  const logFile = path.join(outDir, `${layer.name}-${index}.log`);
  const shard = `--shard=${index}/${layer.shards}`;
  const port = E2E_BASE_PORT + 10 * (index - 1);
  const args = layer.runner === "playwright" ? ["playwright", "test", shard] : [...vitestArgs(layer.config, report), shard];
  const env = {
    ...(E2E_SHARD_WEIGHTS && layer.runner === "playwright" ? { PWTEST_SHARD_WEIGHTS: E2E_SHARD_WEIGHTS } : {}),
    ...process.env,
    E2E_SKIP_BUILD: "1",
    E2E_PORT: String(port),
    E2E_JSON_REPORT: report,
  };
  return runLogged(args, env, logFile).then(async (status) => {
    console.log(`\n--- ${label} ---`);
    process.stdout.write(readFileSync(logFile, "utf8"));
    const counts = (layer.runner === "playwright" ? playwrightCountsOf : countsOf)(label, report, status);
    if (layer.runner === "playwright" && (counts === null || counts.failed > 0)) {
      printServerErrors(port);
      // A broken rerun must not cost the totals line: it is only there to explain the failure.
      await rerunWithTrace(layer, index, report).catch((e) => console.error(`the traced rerun did not run: ${e}`));
    }
    return counts;
  });
}

const runsLayer = (name) => only.length === 0 || only.includes(name);

/** The build users get, React's production bundle included (NODE_ENV=production); resolves to its exit status. */
function startAppBuild() {
  const logFile = path.join(outDir, "app-build.log");
  const env = { ...process.env, NODE_ENV: "production", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  return runLogged(["react-router", "build"], env, logFile).then((status) => {
    const text = readFileSync(logFile, "utf8");
    // Whole when it failed; otherwise its last lines (the sizes and time) are enough.
    console.log(`\n--- app build (exit ${status}) ---`);
    console.log(status === 0 ? text.trim().split("\n").slice(-3).join("\n") : text);
    return status;
  });
}

/** @type {Promise<number | null> | undefined} */
let appBuild;
let passed = 0;
let failed = 0;
let crashed = false;
for (const layer of layers) {
  if (!runsLayer(layer.name)) continue;
  console.log(`\n=== ${layer.name} tests ===`);
  // The browser layer's build starts with the worker layer, whose files spend much of their time waiting
  // on the runtime's timers: the two share the cores better than they run one after the other.
  if (layer.name === "worker" && runsLayer("e2e")) appBuild ??= startAppBuild();
  let results;
  if (layer.runner === "playwright") {
    appBuild ??= startAppBuild();
    const buildStatus = await appBuild;
    if (buildStatus !== 0) results = [null];
    else results = await Promise.all(Array.from({ length: layer.shards }, (_, i) => runShard(layer, i + 1)));
  } else {
    const report = path.join(outDir, `${layer.name}.json`);
    // Not spawnSync: the build running beside it is read through this process's event loop.
    const child = spawn("npx", vitestArgs(layer.config, report), { stdio: "inherit", env: process.env });
    const status = await new Promise((resolve) => child.on("close", resolve));
    results = [countsOf(layer.name, report, status)];
  }
  let layerPassed = 0;
  let layerFailed = 0;
  for (const r of results) {
    if (r === null) {
      layerFailed += 1;
      crashed = true;
      continue;
    }
    layerPassed += r.passed;
    layerFailed += r.failed;
    crashed ||= r.crashed;
  }
  passed += layerPassed;
  failed += layerFailed;
  console.log(`${layer.name}: ${layerPassed} passed, ${layerFailed} failed`);
}
console.log(`\n${passed} passed, ${failed} failed`);
// Not process.exit(): the shards' logs are written to a pipe asynchronously, and exiting at once would
// cut them off, totals line included. Node exits with this code once everything is written.
process.exitCode = failed > 0 || crashed ? 1 : 0;
