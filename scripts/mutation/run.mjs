// `npm run mutation [-- <module path>… ] [--max N]`: the mutation bench (issue 27, decision 046).
// For each module below it makes one small change at a time (a flipped comparison, a swapped && or
// ||, a negation dropped, a boolean or number changed, a statement removed), runs the tests that
// guard that module, and counts the change as killed when they fail. It prints the score per module
// and every surviving mutant. A bench, not CI: a workerd run costs ~25 s per mutant.
//
// StrykerJS is not used: its vitest runner instruments code for a Node test worker, and these
// modules' tests run inside workerd (Durable Objects, D1, Queues), where its mutant switching and
// per-test coverage do not reach. This runner edits the source file itself, so any pool works.

import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { MODULES } from "./modules.mjs";
import { mutantsOf } from "./mutants.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const option = (name) => (args.indexOf(name) >= 0 ? Number(args[args.indexOf(name) + 1]) : null);
const max = option("--max") ?? Number.POSITIVE_INFINITY;
// --every N: every Nth mutant, a sample spread over the whole file rather than its first lines. With
// --across the count runs on over all the modules named (the planner: thousands of mutants in 32 files,
// where every Nth of each file would still start with each file's first mutant).
const every = option("--every") ?? 1;
const across = args.includes("--across");
// --offset K: the mutants whose index is K modulo N rather than 0, so a fresh sample holds none of the
// mutants an earlier `--every N` (or every multiple of N) ran and had tests written for.
const offset = option("--offset") ?? 0;
if (!Number.isInteger(offset) || offset < 0 || offset >= every) {
  console.error(`--offset takes a whole number from 0 to ${every - 1} (below --every).`);
  process.exit(2);
}
let seen = 0;
const only = args.filter((a, i) => !a.startsWith("--") && !["--max", "--every", "--offset", "--lines"].includes(args[i - 1]));
const modules = only.length > 0 ? MODULES.filter((m) => only.some((o) => m.file.startsWith(o))) : MODULES;
if (modules.length === 0) {
  console.error(`No module matches ${only.join(", ")}. Modules: ${MODULES.map((m) => m.file).join(", ")}`);
  process.exit(2);
}

/**
 * Runs the module's tests; true when they pass. A workerd module may name Node tests of its pure
 * rules (`unitFirst`): they run first, and a mutant they kill costs seconds instead of a workerd run.
 */
async function runTests(mod) {
  if (mod.unitFirst && !(await runLayer({ config: "vitest.unit.config.ts", tests: mod.unitFirst, timeoutMs: mod.timeoutMs }))) return false;
  return runLayer(mod);
}

/** One vitest run of one layer's tests. Asynchronous, so Ctrl-C restores the file at once. */
function runLayer(mod) {
  return new Promise((resolve) => {
    const child = spawn(
      join(root, "node_modules/.bin/vitest"),
      ["run", "--config", mod.config, "--bail=1", "--reporter=dot", ...(mod.grep ? ["-t", mod.grep] : []), ...mod.tests],
      {
        cwd: root,
        stdio: "ignore",
        // Its own process group, so a kill also ends the workerd it starts.
        detached: true,
        env: { ...process.env, FORCE_COLOR: "0" },
      },
    );
    const timer = setTimeout(() => killGroup(child), mod.timeoutMs ?? 300_000);
    current = child;
    child.on("exit", (code) => {
      clearTimeout(timer);
      current = null;
      resolve(code === 0);
    });
  });
}

let current = null;
/** Ends a test run and everything it started (workerd outlives a killed vitest otherwise). */
function killGroup(child) {
  try {
    if (child) process.kill(-child.pid, "SIGKILL");
  } catch {}
}
let restore = () => {};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    killGroup(current);
    restore();
    process.exit(130);
  });
}

// --list: count each module's mutants (and show them with --verbose) without running anything.
if (args.includes("--list")) {
  for (const mod of modules) {
    const text = readFileSync(join(root, mod.file), "utf8");
    const all = mutantsOf(mod.file, text, mod);
    console.log(`${String(all.length).padStart(5)}  ${mod.file}  (${mod.config === "vitest.unit.config.ts" ? "node" : "workerd"})`);
    if (args.includes("--verbose")) for (const m of all) console.log(`         ${m.line}: ${m.what}`);
  }
  process.exit(0);
}

const results = [];
for (const mod of modules) {
  const path = join(root, mod.file);
  const original = readFileSync(path, "utf8");
  restore = () => writeFileSync(path, original);
  const all = mutantsOf(mod.file, original, mod);
  // --lines 42,57: only the mutants on these lines (checking that new tests kill the last survivors).
  const onLines = args.includes("--lines") ? args[args.indexOf("--lines") + 1].split(",").map(Number) : null;
  const mutants = all
    .filter((m, i) => (across ? (seen + i) % every : i % every) === offset && (!onLines || onLines.includes(m.line)))
    .slice(0, max);
  seen += all.length;
  // A module none of whose mutants is in the sample is not reported (it was not measured).
  if (mutants.length === 0) continue;
  // --trust: skip the run without mutants (when the same tests were just seen passing, e.g. the gates).
  if (!args.includes("--trust") && !(await runTests(mod))) {
    console.error(`${mod.file}: its tests fail without any mutant; fix them first.`);
    process.exitCode = 1;
    continue;
  }
  const survived = [];
  const equivalent = [];
  let killed = 0;
  const lines = original.split("\n");
  // Mutants read and found equivalent (no behaviour can tell them apart), listed with the reason in modules.mjs.
  // `previous` tells apart lines whose text repeats in the file (the line above must hold it).
  const noted = (m) =>
    (mod.equivalent ?? []).find(
      (e) => e.what === m.what && lines[m.line - 1].includes(e.line) && (!e.previous || lines[m.line - 2]?.includes(e.previous)),
    );
  console.log(`\n━━ ${mod.file}: ${mutants.length} of ${all.length} mutants, tests: ${[...(mod.unitFirst ?? []), ...mod.tests].join(" ")}`);
  try {
    for (const [i, m] of mutants.entries()) {
      writeFileSync(path, original.slice(0, m.start) + m.replacement + original.slice(m.end));
      const passed = await runTests(mod);
      if (passed && noted(m)) equivalent.push(m);
      else if (passed) survived.push(m);
      else killed++;
      process.stdout.write(`${passed ? "S" : "."}${(i + 1) % 50 === 0 ? "\n" : ""}`);
    }
  } finally {
    restore();
  }
  // Equivalent mutants leave the count: they are not tests' failures.
  const counted = mutants.length - equivalent.length;
  const score = counted === 0 ? 100 : (100 * killed) / counted;
  results.push({ file: mod.file, total: counted, killed, score, survived, sampled: mutants.length < all.length });
  console.log(
    `\n${mod.file}: ${killed}/${counted} killed (${score.toFixed(1)}%)${equivalent.length ? `, ${equivalent.length} equivalent` : ""}`,
  );
  for (const s of survived) {
    console.log(`  survived ${relative(root, path)}:${s.line} ${s.what}\n      ${lines[s.line - 1].trim().slice(0, 140)}`);
  }
  for (const e of equivalent) console.log(`  equivalent ${relative(root, path)}:${e.line} ${e.what}: ${noted(e).why}`);
}

console.log("\n━━ Mutation score per module");
for (const r of results)
  console.log(
    `${r.score.toFixed(1).padStart(6)}%  ${String(r.killed).padStart(4)}/${String(r.total).padEnd(4)} ${r.file}${r.sampled ? " (sampled)" : ""}`,
  );
const total = results.reduce((n, r) => n + r.total, 0);
const killed = results.reduce((n, r) => n + r.killed, 0);
if (total > 0) console.log(`${((100 * killed) / total).toFixed(1).padStart(6)}%  ${killed}/${total} overall`);
