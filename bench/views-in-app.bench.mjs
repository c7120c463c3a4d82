// Views in the app (issue 25 item 9): filtering, grouping and sorting a 2,000-task board must take less
// than one frame (16 ms) in the browser. bench/views.bench.mjs times the view function alone; this one
// times it where people run it: the production build, served on Miniflare (decision 164), in Debian's Chromium,
// on a board built through the batch route with custom statuses, labels and fields. For each view the
// page is opened with the view in its address (?view=…, as a shared link opens it), then the filter box
// is typed into and cleared again and again: every change runs the app's own view path (filter, sort,
// group, subtasks nested under their parent, the Board's columns), which the app times with
// performance.measure when the bench asks for it (app/lib/measured.ts). Then the same on the Board,
// whose status columns are timed too. Prints median and worst per view against 16 ms and the machine's
// load; never fails on timing.
//
// Env: VIEW_APP_TASKS=2000 (default), VIEW_APP_ROUNDS=10 (filter changes per view, each typed and
// cleared), BENCH_SKIP_BUILD=1 reuses build/, CHROMIUM_PATH.

import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { bigBoardItems, seedItemsByBatch } from "./big-board.mjs";
import { expectOk, runBench, signIn, sleep } from "./board-harness.mjs";

const N = Number(process.env.VIEW_APP_TASKS ?? 2000);
const ROUNDS = Number(process.env.VIEW_APP_ROUNDS ?? 10);
const FRAME_MS = 16;
const STEP_TIMEOUT = 180_000;

const VIEWS = (fields) => ({
  "filter: status + assignee": {
    filters: [
      { key: "status", op: "isNot", value: ["done"] },
      { key: "assignee", op: "is", value: [fields.me, null] },
    ],
  },
  "filter: label + custom fields (select, number)": {
    filters: [
      { key: "label", op: "is", value: [fields.bug] },
      { key: `field:${fields.size}`, op: "is", value: fields.sizeOptions.slice(0, 2) },
      { key: `field:${fields.points}`, op: "gt", value: 3 },
    ],
  },
  "sort: priority, due date, name": {
    sort: [
      { key: "priority", dir: "asc" },
      { key: "dueDate", dir: "asc" },
      { key: "name", dir: "desc" },
    ],
  },
  "group by status": { groupBy: "statusId" },
  "group by label, sort by a number field": { groupBy: "label", sort: [{ key: `field:${fields.points}`, dir: "desc" }] },
  "everything: filter + group + sort": {
    filters: [
      { key: "priority", op: "is", value: ["high", "medium"] },
      { key: "dueDate", op: "notEmpty" },
    ],
    groupBy: "assignee",
    sort: [
      { key: `field:${fields.size}`, dir: "asc" },
      { key: "dueDate", dir: "desc" },
    ],
  },
});

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : Number.NaN);
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : "n/a").padStart(7);

/** A project shaped like a team's: its own statuses, labels and fields on 2,000 tasks (and subtasks, milestones). */
async function seedBoard(server) {
  const ada = await signIn(server.origin, `views-app-${Date.now().toString(36)}@example.com`);
  const project = expectOk(await ada.call("POST", "/api/projects", { name: `Views ${N}` }), "create project");
  const path = (p) => `/api/projects/${project.id}/${p}`;
  const review = expectOk(
    await ada.call("POST", path("statuses"), { name: "Review", category: "in-progress", color: "purple", order: 2 }),
    "status",
  );
  const blocked = expectOk(
    await ada.call("POST", path("statuses"), { name: "Blocked", category: "todo", color: "red", order: 1 }),
    "status",
  );
  const labels = [];
  for (const [name, color] of [
    ["Bug", "red"],
    ["Interface", "blue"],
    ["Backend", "teal"],
  ])
    labels.push(expectOk(await ada.call("POST", path("labels"), { name, color }), "label"));
  const points = expectOk(await ada.call("POST", path("fields"), { name: "Points", type: "number" }), "field");
  const size = expectOk(
    await ada.call("POST", path("fields"), { name: "Size", type: "single-select", options: [{ name: "S" }, { name: "M" }, { name: "L" }] }),
    "field",
  );
  const sizeOptions = size.options.map((o) => o.id);
  const items = bigBoardItems(project.id, N, [ada.userId]).map((t, i) => ({
    ...t,
    labelIds: i % 4 === 0 ? [labels[0].id] : i % 4 === 1 ? [labels[1].id, labels[2].id] : i % 4 === 2 ? [labels[2].id] : [],
    ...(t.status === "in-progress" && i % 2 === 0 ? { statusId: review.id } : {}),
    ...(t.status === "todo" && i % 5 === 0 ? { statusId: blocked.id } : {}),
    ...(t.kind === "task" ? { fields: { [points.id]: (i * 37) % 13, ...(i % 3 ? { [size.id]: sizeOptions[i % 3] } : {}) } } : {}),
  }));
  const rate = await seedItemsByBatch(server.origin, ada.cookie, project.id, items);
  return { ada, project, fields: { me: ada.userId, bug: labels[0].id, points: points.id, size: size.id, sizeOptions }, rate };
}

async function openWithView(page, url) {
  await page.goto(url, { waitUntil: "commit", timeout: STEP_TIMEOUT });
  await page.getByTestId("live-status").getByText("Live").waitFor({ timeout: STEP_TIMEOUT });
  // The first rows (40) come with the page and the rest over the socket: wait until more than the first
  // rows are shown (every view here keeps more than 40 of the 2,000), then for the page to settle.
  await page.waitForFunction(
    () => {
      const rows = Number(document.querySelector("table[aria-rowcount]")?.getAttribute("aria-rowcount") ?? 0) - 1;
      const cards = [...document.querySelectorAll("[data-column] header span:last-child")].reduce((n, s) => n + Number(s.textContent), 0);
      return Math.max(rows, cards) > 41;
    },
    undefined,
    { timeout: STEP_TIMEOUT },
  );
  await sleep(1000);
}

/** Types a word into the filter box and clears it, `rounds` times: each change runs the view path once. */
async function typeAndClear(page, rounds) {
  await page.evaluate(() => performance.clearMeasures());
  const box = page.getByLabel("Filter tasks");
  for (let i = 0; i < rounds; i++) {
    await box.fill(["review", "page", "e"][i % 3]);
    await sleep(250);
    await box.fill("");
    await sleep(250);
  }
  await sleep(500);
  return page.evaluate(() => ({
    view: performance.getEntriesByName("kickoff:view").map((e) => e.duration),
    columns: performance.getEntriesByName("kickoff:board-columns").map((e) => e.duration),
  }));
}

await runBench({ production: true }, async (server, problems) => {
  const started = Date.now();
  const { ada, project, fields, rate } = await seedBoard(server);
  console.log(`Seeded ${N.toLocaleString("en")} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s (${rate.toFixed(0)} creates/s)`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-dev-shm-usage"],
  });
  const loads = [];
  let slowest = 0;
  let worstRun = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = ada.cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: server.origin, httpOnly: true, sameSite: "Lax" }]);
    await context.addInitScript(() => {
      window.__kickoffMeasure = true;
      localStorage.setItem("kickoff.taskView", "list");
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const base = `${server.origin}/projects/${project.id}`;
    console.log(
      `\nThe app's view path on a ${N.toLocaleString("en")}-task board, production build in Chromium (median and worst of each view's changes; target < ${FRAME_MS} ms)`,
    );
    const report = (label, times) => {
      const m = median(times);
      const w = times.length ? Math.max(...times) : Number.NaN;
      if (!times.length) problems.push(`${label}: no timing recorded (the view path did not run)`);
      slowest = Math.max(slowest, Number.isFinite(m) ? m : 0);
      worstRun = Math.max(worstRun, Number.isFinite(w) ? w : 0);
      loads.push(loadavg()[0]);
      console.log(
        `  ${label.padEnd(52)} median ${f2(m)} ms   worst ${f2(w)} ms   ${String(times.length).padStart(3)} runs   ${m < FRAME_MS ? "under one frame" : "OVER one frame"}`,
      );
    };
    for (const [label, view] of Object.entries(VIEWS(fields))) {
      await openWithView(page, `${base}?view=${encodeURIComponent(JSON.stringify(view))}`);
      const { view: times } = await typeAndClear(page, ROUNDS);
      report(`list · ${label}`, times);
    }
    // The Board: the same path, then the cards split into the project's status columns.
    await page.evaluate(() => localStorage.setItem("kickoff.taskView", "board"));
    await context.addInitScript(() => localStorage.setItem("kickoff.taskView", "board"));
    const everything = Object.values(VIEWS(fields)).at(-1);
    await openWithView(page, `${base}?view=${encodeURIComponent(JSON.stringify(everything))}`);
    await page.locator("[data-column] [data-task-id]").first().waitFor({ timeout: STEP_TIMEOUT });
    const board = await typeAndClear(page, ROUNDS);
    report("Board · everything: filter + group + sort", board.view);
    report("Board · its status columns (5 statuses)", board.columns);
    if (errors.length) problems.push(`page errors: ${errors.slice(0, 3).join(" | ")}`);
    await context.close();
  } finally {
    await browser.close();
  }
  console.log(`\nSlowest view (median): ${slowest.toFixed(2)} ms, target < ${FRAME_MS} ms; single worst run ${worstRun.toFixed(2)} ms`);
  // On a shared machine the worst runs are mostly other processes: the load says how busy it was.
  console.log(
    `Machine load average while measuring: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} on ${(await import("node:os")).cpus().length} cores`,
  );
});
