// `npm run bench`: runs every bench/*.bench.mjs in turn, each in its own Node process, and prints
// their figures. Benches report; they never fail on timing. A bench exits non-zero only when
// something was wrong (a lost update, a refused request), and then so does this runner.

import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = dirname(fileURLToPath(import.meta.url));
// Names pick benches; flags ("--provider openai") and their values go to the benches picked.
const argv = process.argv.slice(2);
const passed = [];
const only = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i].startsWith("--")) {
    passed.push(argv[i]);
    if (argv[i + 1] && !argv[i + 1].startsWith("--")) passed.push(argv[++i]);
  } else only.push(argv[i]);
}
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, file), ...passed], { stdio: "inherit" });
    child.on("exit", (c) => resolve(c ?? 1));
  });
  console.log(`━━ ${file}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failed++;
}
console.log(`\n${benches.length - failed} bench(es) ran, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
