// Runs every test layer in turn (unit → workerd API/board/queue → browser) and ends with one line,
// "N passed, N failed", totalled over all layers. Exit code 1 if anything failed or a layer crashed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const layers = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "worker", config: "vitest.worker.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts" },
];
const only = process.argv.slice(2);
const outDir = path.resolve("test-results");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
let crashed = false;
for (const layer of layers) {
  if (only.length && !only.includes(layer.name)) continue;
  const report = path.join(outDir, `${layer.name}.json`);
  console.log(`\n=== ${layer.name} tests ===`);
  const run = spawnSync(
    "npx",
    ["vitest", "run", "--config", layer.config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  if (!existsSync(report)) {
    console.error(`${layer.name}: no report (exit ${run.status}); counting the layer as failed`);
    failed += 1;
    crashed = true;
    continue;
  }
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A file that failed to load has no tests counted: count it as a failure, never as silence.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  failed += brokenFiles;
  if (run.status !== 0 && r.numFailedTests === 0 && brokenFiles === 0) {
    console.error(`${layer.name}: vitest exited ${run.status} without failed tests; counting one failure`);
    failed += 1;
    crashed = true;
  }
  console.log(`${layer.name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
