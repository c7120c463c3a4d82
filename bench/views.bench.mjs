// Views (issue 25): filtering, grouping and sorting a 2,000-task board in the browser must take less
// than one frame (16 ms). The view code the app runs (core/views/apply-view.ts) is bundled with esbuild
// and timed inside Debian's Chromium (playwright-core) on a generated board with custom fields: the
// median and the worst of 30 runs per view. Prints the figures; never fails on timing.
//
// Env: VIEW_TASKS=2000 (default), CHROMIUM_PATH.

import { loadavg } from "node:os";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const N = Number(process.env.VIEW_TASKS ?? 2000);
const RUNS = 30;
const FRAME_MS = 16;

const bundle = await build({
  entryPoints: [new URL("../core/views/apply-view.ts", import.meta.url).pathname],
  bundle: true,
  write: false,
  format: "iife",
  globalName: "KickoffViews",
  platform: "browser",
});
const code = bundle.outputFiles[0].text;

/** A board like a real team's: statuses, priorities, assignees, dates, and five custom fields. */
function board(n) {
  const options = (prefix, k) => Array.from({ length: k }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix.toUpperCase()} ${i}` }));
  const fields = [
    { id: "f-points", projectId: 1, name: "Points", type: "number", options: [], position: 0, createdAt: "", updatedAt: "" },
    {
      id: "f-size",
      projectId: 1,
      name: "Size",
      type: "single-select",
      options: options("s", 5),
      position: 1,
      createdAt: "",
      updatedAt: "",
    },
    {
      id: "f-areas",
      projectId: 1,
      name: "Areas",
      type: "multi-select",
      options: options("a", 8),
      position: 2,
      createdAt: "",
      updatedAt: "",
    },
    { id: "f-review", projectId: 1, name: "Review", type: "date", options: [], position: 3, createdAt: "", updatedAt: "" },
    { id: "f-notes", projectId: 1, name: "Notes", type: "text", options: [], position: 4, createdAt: "", updatedAt: "" },
  ];
  const statuses = ["todo", "in-progress", "done"];
  const priorities = ["low", "medium", "high"];
  const day = (i) => new Date(Date.UTC(2027, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const tasks = Array.from({ length: n }, (_, i) => ({
    id: `1-task${i}`,
    projectId: 1,
    kind: i % 50 === 0 ? "milestone" : "task",
    name: `Task ${i} ${["design", "build", "review", "ship"][i % 4]} the ${["site", "api", "app"][i % 3]}`,
    description: i % 3 ? `Details for task ${i}` : "",
    status: statuses[i % 3],
    isCompleted: i % 3 === 2,
    startDate: null,
    dueDate: i % 5 ? day(i * 7) : null,
    priority: priorities[i % 3],
    assigneeId: i % 4 ? (i % 12) + 1 : null,
    parentTaskId: null,
    externalId: null,
    source: "manual",
    sourceText: null,
    order: `a${i}`,
    version: 1,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    fields: {
      ...(i % 2 ? { "f-points": (i * 37) % 13 } : {}),
      ...(i % 3 ? { "f-size": `s${i % 5}` } : {}),
      ...(i % 4 ? { "f-areas": [`a${i % 8}`, `a${(i + 3) % 8}`].sort() } : {}),
      ...(i % 6 ? { "f-review": day(i) } : {}),
      ...(i % 7 ? { "f-notes": `Note ${i}` } : {}),
    },
  }));
  return { tasks, fields };
}

const VIEWS = {
  "filter: status + assignee + text": {
    text: "build",
    filters: [
      { key: "status", op: "isNot", value: ["done"] },
      { key: "assignee", op: "is", value: [1, 2, 3, 4, 5, 6, null] },
    ],
    groupBy: null,
    sort: [],
  },
  "filter: custom fields (select, number, date)": {
    text: "",
    filters: [
      { key: "field:f-size", op: "is", value: ["s1", "s2", "s3"] },
      { key: "field:f-points", op: "gt", value: 3 },
      { key: "field:f-review", op: "before", value: "2027-09-01" },
    ],
    groupBy: null,
    sort: [],
  },
  "sort: priority, due date, name": {
    text: "",
    filters: [],
    groupBy: null,
    sort: [
      { key: "priority", dir: "asc" },
      { key: "dueDate", dir: "asc" },
      { key: "name", dir: "desc" },
    ],
  },
  "group by assignee": { text: "", filters: [], groupBy: "assignee", sort: [] },
  "group by a multi select, sort by a number field": {
    text: "",
    filters: [],
    groupBy: "field:f-areas",
    sort: [{ key: "field:f-points", dir: "desc" }],
  },
  "everything: filter + group + sort": {
    text: "the",
    filters: [
      { key: "priority", op: "is", value: ["high", "medium"] },
      { key: "dueDate", op: "notEmpty" },
    ],
    groupBy: "status",
    sort: [
      { key: "field:f-size", dir: "asc" },
      { key: "dueDate", dir: "desc" },
    ],
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
});
let worst = 0;
let slowestMedian = 0;
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>views bench</title>");
  await page.addScriptTag({ content: code });
  const { tasks, fields } = board(N);
  console.log(`Views on a ${N.toLocaleString("en")}-task board in Chromium (median and worst of ${RUNS} runs; target < ${FRAME_MS} ms)`);
  for (const [label, view] of Object.entries(VIEWS)) {
    const r = await page.evaluate(
      ({ tasks, fields, view, runs }) => {
        const { applyView } = globalThis.KickoffViews;
        const times = [];
        let shown = 0;
        // One untimed run first: the figure is the steady state a person sees when changing the view.
        applyView(tasks, view, { fields });
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          const out = applyView(tasks, view, { fields });
          times.push(performance.now() - t0);
          shown = out.tasks.length;
        }
        times.sort((a, b) => a - b);
        return { median: times[Math.floor(times.length / 2)], worst: times[times.length - 1], shown };
      },
      { tasks, fields, view, runs: RUNS },
    );
    worst = Math.max(worst, r.worst);
    slowestMedian = Math.max(slowestMedian, r.median);
    const ok = r.median < FRAME_MS ? "under one frame" : "OVER one frame";
    console.log(
      `  ${label.padEnd(50)} median ${r.median.toFixed(2).padStart(6)} ms   worst ${r.worst.toFixed(2).padStart(6)} ms   ${String(r.shown).padStart(5)} shown   ${ok}`,
    );
  }
  console.log(`Slowest view (median): ${slowestMedian.toFixed(2)} ms, target < ${FRAME_MS} ms; single worst run ${worst.toFixed(2)} ms`);
  // Worst runs on a shared machine are mostly other processes: the load says how busy it was.
  console.log(`Machine load average while measuring: ${loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
}
