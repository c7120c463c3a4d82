// `npm run mutation:gates [-- <module path>…]`: the role checks of every route and service under the
// mutation bench (issue 27, decisions 046 and 059), batched.
//
// Each gate mutant (a role one rank lower, a check removed or inverted) is caught, or not, by the
// route × role matrix rows of its own routes. One workerd run of the matrix costs minutes on a loaded
// machine, so one run carries one mutant from each of several modules whose rows do not overlap, and
// a mutant counts as killed when one of its own rows fails. The rows no mutant of the batch owns are
// the control: when one of them fails, a mutant broke something shared (the test's set-up, say), and
// each mutant of that batch is run again alone. Modules marked `alone` (the shared gates: access.ts,
// requireTaskRole, the board's write gate) always run alone.

import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MODULES } from "./modules.mjs";
import { mutantsOf } from "./mutants.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const MATRIX = "test/api/route-matrix.test.ts";
const DESCRIBE = "the route × role matrix";
const args = process.argv.slice(2);
// --until HH:MM (UTC): start no run after that time; what is left is reported as not run.
const until = args.includes("--until") ? args[args.indexOf("--until") + 1] : null;
const late = () => until !== null && new Date().toISOString().slice(11, 16) >= until;
const only = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--until");
const gates = MODULES.filter((m) => m.grep && m.tests.length === 1 && m.tests[0] === MATRIX).filter(
  (m) => only.length === 0 || only.some((o) => m.file.startsWith(o)),
);

// The matrix's rows, read from its source: `"METHOD /api/…": {`.
const rowNames = [...readFileSync(join(root, MATRIX), "utf8").matchAll(/^ {2}"([A-Z]+ \/api[^"]*)": \{/gm)].map((m) => m[1]);
const rowsOf = (mod) => rowNames.filter((n) => new RegExp(mod.grep).test(`${DESCRIBE} ${n}`));
/** A -t pattern naming exactly these rows. */
const exactly = (names) => `(^| )(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})$`;
// Reads of the project every caller tries; a mutant that breaks the test's set-up fails them too.
const CONTROL = ["GET /api/projects/:id", "GET /api/projects/:id/tasks", "GET /api/search", "GET /api/projects/:id/activity"];

const originals = new Map(gates.map((m) => [m.file, readFileSync(join(root, m.file), "utf8")]));
const restoreAll = () => {
  for (const [file, text] of originals) writeFileSync(join(root, file), text);
};
let current = null;
/** Ends a test run and everything it started (workerd outlives a killed vitest otherwise). */
function killGroup(child) {
  try {
    if (child) process.kill(-child.pid, "SIGKILL");
  } catch {}
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    killGroup(current);
    restoreAll();
    process.exit(130);
  });
}

/** Runs the matrix (all of it, or the rows matching grep); the names of the rows that failed, or null if it could not run. */
function runMatrix(grep) {
  const out = join("/tmp", `kickoff-gates-${process.pid}.json`);
  return new Promise((resolve) => {
    const child = spawn(
      join(root, "node_modules/.bin/vitest"),
      ["run", "--config", "vitest.worker.config.ts", "--reporter=json", `--outputFile=${out}`, ...(grep ? ["-t", grep] : []), MATRIX],
      { cwd: root, stdio: "ignore", detached: true, env: { ...process.env, FORCE_COLOR: "0" } },
    );
    current = child;
    const timer = setTimeout(() => killGroup(child), 900_000);
    child.on("exit", () => {
      clearTimeout(timer);
      current = null;
      try {
        const report = JSON.parse(readFileSync(out, "utf8"));
        rmSync(out, { force: true });
        const failed = report.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === "failed").map((a) => a.title));
        // A file that failed to load has no assertion results: everything counts as failed.
        if (report.testResults.some((f) => f.status === "failed" && f.assertionResults.length === 0)) resolve(rowNames);
        else resolve(failed);
      } catch {
        resolve(null);
      }
    });
  });
}

const apply = (batch) => {
  restoreAll();
  for (const { mod, m } of batch) {
    const text = originals.get(mod.file);
    writeFileSync(join(root, mod.file), text.slice(0, m.start) + m.replacement + text.slice(m.end));
  }
};

const queue = gates.map((mod) => ({ mod, rows: rowsOf(mod), mutants: mutantsOf(mod.file, originals.get(mod.file), mod) }));
for (const q of queue) if (q.rows.length === 0) throw new Error(`${q.mod.file}: no matrix row matches ${q.mod.grep}`);
const total = queue.reduce((n, q) => n + q.mutants.length, 0);
console.log(`${total} gate mutants in ${queue.length} modules; ${rowNames.length} matrix rows.`);

const outcome = new Map(queue.map((q) => [q.mod.file, { killed: 0, survived: [], notRun: 0 }]));
const record = (mod, m, killed) => {
  const o = outcome.get(mod.file);
  if (killed) o.killed++;
  else o.survived.push(m);
  process.stdout.write(killed ? "." : "S");
};

async function alone(mod, m) {
  if (late()) {
    outcome.get(mod.file).notRun++;
    return;
  }
  apply([{ mod, m }]);
  const failed = await runMatrix(mod.grep);
  record(mod, m, failed === null || failed.length > 0);
}

try {
  const pending = queue.flatMap((q) => q.mutants.map((m) => ({ mod: q.mod, rows: q.rows, m })));
  let rest = pending.filter((p) => !p.mod.alone);
  while (rest.length > 0) {
    const batch = [];
    const owned = new Set();
    for (const p of rest) {
      if (batch.some((b) => b.mod.file === p.mod.file) || p.rows.some((r) => owned.has(r))) continue;
      batch.push(p);
      for (const r of p.rows) owned.add(r);
    }
    rest = rest.filter((p) => !batch.includes(p));
    if (late()) {
      for (const p of batch) outcome.get(p.mod.file).notRun++;
      continue;
    }
    apply(batch);
    const control = CONTROL.filter((r) => !owned.has(r)).slice(0, 2);
    const failed = await runMatrix(exactly([...owned, ...control]));
    const controlFailed = failed === null || control.length === 0 || failed.some((t) => control.includes(t));
    if (controlFailed) {
      for (const p of batch) await alone(p.mod, p.m);
      continue;
    }
    for (const p of batch)
      record(
        p.mod,
        p.m,
        p.rows.some((r) => failed.includes(r)),
      );
  }
  for (const p of pending.filter((p) => p.mod.alone)) await alone(p.mod, p.m);
} finally {
  restoreAll();
}

console.log("\n\n━━ Gate mutants per module (killed by the route × role matrix)");
let killed = 0;
let counted = 0;
for (const q of queue) {
  const o = outcome.get(q.mod.file);
  const lines = originals.get(q.mod.file).split("\n");
  // Read and found equivalent (listed with the reason in modules.mjs): left out of the score.
  const noted = (m) => (q.mod.equivalent ?? []).find((e) => e.what === m.what && lines[m.line - 1].includes(e.line));
  const equivalent = o.survived.filter(noted);
  const run = q.mutants.length - o.notRun - equivalent.length;
  killed += o.killed;
  counted += run;
  const score = run === 0 ? 100 : (100 * o.killed) / run;
  const notes = [o.notRun ? `${o.notRun} not run` : "", equivalent.length ? `${equivalent.length} equivalent` : ""].filter(Boolean);
  console.log(
    `${score.toFixed(1).padStart(6)}%  ${String(o.killed).padStart(3)}/${String(run).padEnd(3)} ${q.mod.file}${notes.length ? ` (${notes.join(", ")})` : ""}`,
  );
  for (const s of o.survived.filter((m) => !noted(m)))
    console.log(`    survived ${q.mod.file}:${s.line} ${s.what}\n        ${lines[s.line - 1].trim().slice(0, 140)}`);
  for (const e of equivalent) console.log(`    equivalent ${q.mod.file}:${e.line} ${e.what}: ${noted(e).why}`);
}
console.log(`${counted === 0 ? "100.0" : ((100 * killed) / counted).toFixed(1)}%  ${killed}/${counted} gate mutants killed`);
