// Schedule bench: the critical path method, auto-schedule with capacity levelling, and a what-if
// over a 2,000-task board with ~3,000 links, on the same core/schedule code the Worker and the Gantt
// run. Prints median and p95 of repeated runs; one frame at 60 Hz is 16.7 ms.

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundled = await build({
  entryPoints: [join(root, "core/schedule/index.ts")],
  bundle: true,
  format: "esm",
  write: false,
  platform: "neutral",
});
const schedule = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`);

const TASKS = 2000;
const RUNS = 50;

// A deterministic board: phases of work where each task depends on one to three earlier ones,
// every link type, some lags and leads, ten people, a milestone every fifty tasks.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const TYPES = ["FS", "FS", "FS", "SS", "FF", "SF"];
const items = [];
const links = [];
for (let i = 0; i < TASKS; i++) {
  const milestone = i % 50 === 49;
  const days = 1 + Math.floor(random() * 8);
  const start = schedule.addWorkingDays("2026-01-05", Math.floor(i / 4), schedule.WEEKENDS_ONLY);
  items.push({
    id: `t${i}`,
    milestone,
    startDate: milestone ? null : start,
    dueDate: milestone ? start : schedule.addWorkingDays(start, days - 1, schedule.WEEKENDS_ONLY),
    assigneeId: milestone ? null : 1 + Math.floor(random() * 10),
    done: false,
  });
  if (i === 0) continue;
  const preds = 1 + Math.floor(random() * 2.2);
  for (let k = 0; k < preds; k++) {
    const p = Math.max(0, i - 1 - Math.floor(random() * 30));
    links.push({
      predecessorId: `t${p}`,
      successorId: `t${i}`,
      type: TYPES[Math.floor(random() * TYPES.length)],
      lagDays: Math.floor(random() * 5) - 1,
    });
  }
}
const opts = { today: "2026-01-05" };

function measure(label, fn) {
  for (let i = 0; i < 5; i++) fn();
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`  ${label.padEnd(52)} ${p(0.5)} ms median, ${p(0.95)} ms p95`);
  return result;
}

console.log(`\nSchedule of ${TASKS} tasks and ${links.length} links (${RUNS} runs each; one frame = 16.7 ms)`);
const s = measure("GET /schedule: CPM, float, critical path", () => schedule.computeSchedule(items, links, opts));
measure("auto-schedule, links only", () => schedule.autoSchedule(items, links, { ...opts, respectCapacity: false }));
const levelled = measure("auto-schedule, capacity levelling (10 people)", () =>
  schedule.autoSchedule(items, links, { ...opts, respectCapacity: true }),
);
measure("what-if: first task slips 5 days", () => schedule.whatIf(items, links, "t0", 5, opts));
measure("drag preview: successors follow t10", () =>
  schedule.followLinks(items, links, { id: "t10", startDate: "2026-02-02", dueDate: "2026-02-04" }, opts),
);
console.log(
  `  critical path: ${s.criticalPath.length} tasks; project ${s.projectStart} → ${s.projectEnd}; levelled end ${levelled.projectEnd}`,
);
if (s.tasks.length !== TASKS) {
  console.error("wrong number of scheduled tasks");
  process.exit(1);
}
