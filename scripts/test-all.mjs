// Runs every test layer (unit → workerd API/board/queue → browser) and ends with one line,
// "N passed, N failed", totalled over all layers. Exit code 1 if anything failed or a layer crashed.
//
// The browser layer runs as two shards at once, each with its own production server, local D1 and
// provider-fake port (E2E_PORT 8788 and 8798; preview.e2e.ts takes the port after its own): a browser
// test mostly waits on the page and the server, so two of them share the machine's two cores well, and
// the whole run stays inside CI's 20 minutes. The app is built once, before the shards.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? 2);
const layers = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "worker", config: "vitest.worker.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts", shards: E2E_SHARDS },
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

/** Runs one shard with its output kept in a file, printed whole when it ends (no interleaving). */
function runShard(layer, index) {
  const label = `${layer.name} ${index}/${layer.shards}`;
  const report = path.join(outDir, `${layer.name}-${index}.json`);
  const logFile = path.join(outDir, `${layer.name}-${index}.log`);
  const log = createWriteStream(logFile);
  const child = spawn("npx", [...vitestArgs(layer.config, report), `--shard=${index}/${layer.shards}`], {
    env: { ...process.env, E2E_SKIP_BUILD: "1", E2E_PORT: String(8778 + 10 * index) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    child.on("close", (status) => {
      log.end(() => {
        console.log(`\n--- ${label} ---`);
        process.stdout.write(readFileSync(logFile, "utf8"));
        resolve(countsOf(label, report, status));
      });
    });
  });
}

let passed = 0;
let failed = 0;
let crashed = false;
for (const layer of layers) {
  if (only.length && !only.includes(layer.name)) continue;
  console.log(`\n=== ${layer.name} tests ===`);
  let results;
  if (layer.shards > 1) {
    // The build users get: vitest sets NODE_ENV=test, which would bundle React's development build.
    const build = spawnSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
    if (build.status !== 0) results = [null];
    else results = await Promise.all(Array.from({ length: layer.shards }, (_, i) => runShard(layer, i + 1)));
  } else {
    const report = path.join(outDir, `${layer.name}.json`);
    const run = spawnSync("npx", vitestArgs(layer.config, report), { stdio: "inherit", env: process.env });
    results = [countsOf(layer.name, report, run.status)];
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
