// AI planning bench: the embedded planner on a 2,000-word spec, and idea → saved project with 50
// tasks against a local Worker. Prints figures; fails only when a request is refused.

import { build } from "esbuild";
import { ms, percentiles, ROOT, signIn, sleep, startDevServer } from "./board-harness.mjs";

const PLANNER_SAMPLES = 200;
const SAVE_SAMPLES = 40;
const ROUND_TRIPS = 5;
const TODAY = new Date("2026-11-23T00:00:00Z");
const row = (label, value) => console.log(`  ${label.padEnd(50)} ${value}`);

/** The planner is TypeScript with extensionless imports: bundle it once, as the Worker's build does. */
async function loadPlanner() {
  const out = await build({
    entryPoints: [`${ROOT}/core/planner/index.ts`],
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "error",
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
}

const AREAS = ["catalogue", "checkout", "accounts", "search", "reviews", "loyalty", "delivery", "returns", "reporting", "support"];
const VERBS = ["Design", "Build", "Test", "Document", "Review"];

const countWords = (text) => text.split(/\s+/).filter(Boolean).length;

/** A product spec of the kind people paste: headings, goals, features per area, constraints, dates; about 2,000 words. */
function twoThousandWordSpec() {
  const head = [
    "# Product spec: Marketplace for independent bakeries",
    "## Overview",
    "We are building a web marketplace where independent bakeries in three cities list their daily bread, pastries and cakes, and customers pre-order for pick-up or local delivery. The first release must be live by 30 June 2027, in time for the summer markets. The team is two developers, one designer, one product manager and a part-time marketer.",
    "## Goals",
    "- 40 bakeries onboarded in the first month after launch\n- 2,000 orders per week by the end of the summer\n- Average order preparation time under 10 minutes for bakers\n- Customer support tickets below 3% of orders",
  ];
  const tail = [
    "## Non-functional requirements",
    "- Pages load in under two seconds on a mid-range phone over 4G\n- WCAG 2.2 AA accessibility\n- GDPR: data export and deletion on request, cookie consent\n- Payments through Stripe; no card data stored by us\n- Daily backups with a tested restore",
    "## Timeline",
    "Design done by 15 February 2027, beta with five bakeries from 1 April 2027, public launch on 30 June 2027.",
    "## Risks",
    "Bakers may not keep stock up to date; payment disputes; delivery partners in one city are not yet signed. We need a fallback for each.",
  ];
  const sections = [];
  for (const [i, area] of AREAS.entries()) {
    if (countWords([...head, ...sections, ...tail].join(" ")) >= 2000) break;
    sections.push(`## ${i + 1}. ${area[0].toUpperCase()}${area.slice(1)}`);
    sections.push(
      `The ${area} area covers everything a customer or a baker does around ${area}. It has to work on phones first, because most bakers update their stock from the counter between customers, and most customers order on the way to work. Every screen needs empty, loading and error states, and every action that changes money or stock needs a confirmation.`,
    );
    for (const verb of VERBS) {
      sections.push(
        `- ${verb} the ${area} flow for bakers and customers, including edge cases such as sold-out items, late changes and cancelled orders; agree acceptance criteria with the product manager before starting`,
      );
    }
    sections.push(
      `Open questions for ${area}: which data we keep and for how long, which notifications go out by e-mail and which by SMS, and what the support team needs to see when a customer calls about ${area}.`,
    );
  }
  return [...head, ...sections, ...tail].join("\n\n");
}

function ideaWithItems(n) {
  const items = Array.from(
    { length: n },
    (_, i) =>
      `- ${VERBS[i % VERBS.length]} the ${AREAS[i % AREAS.length]} ${["screen", "API", "emails", "admin view", "tests"][i % 5]} (${i + 1})`,
  );
  return `Build a booking and payments web app for a chain of yoga studios, live by the end of June.\n${items.join("\n")}`;
}

const planner = await loadPlanner();

// ── 1. the embedded planner on a 2,000-word spec ─────────────────────────
const spec = twoThousandWordSpec();
const words = countWords(spec);
for (let i = 0; i < 20; i++) planner.generateEmbeddedPlan(spec, TODAY);
const plannerTimes = [];
let specPlan;
for (let i = 0; i < PLANNER_SAMPLES; i++) {
  const t0 = performance.now();
  specPlan = planner.generateEmbeddedPlan(spec, TODAY);
  plannerTimes.push(performance.now() - t0);
}
const p = percentiles(plannerTimes);
console.log(
  `\nEmbedded planner, ${words}-word spec → ${specPlan.milestones.length} milestones, ${specPlan.tasks.length} tasks (Node, in process)`,
);
row(`p50 / p95 / p99 over ${p.n}`, `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}   (target p50 ≤ 25 ms)`);

// An idea that the planner turns into (as close as it gets to) 50 tasks.
let idea = ideaWithItems(48);
for (let n = 30; n <= 70; n++) {
  if (planner.generateEmbeddedPlan(ideaWithItems(n), TODAY).tasks.length >= 50) {
    idea = ideaWithItems(n);
    break;
  }
}
const ideaPlan = planner.generateEmbeddedPlan(idea, TODAY);

// ── 2. idea → saved project over HTTP ────────────────────────────────────
const server = await startDevServer();
try {
  const ada = await signIn(server.origin, `bench-ai-${Date.now().toString(36)}@example.com`);
  const expectOk = (res, what) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };

  for (let i = 0; i < 5; i++) expectOk(await ada.call("POST", "/api/projects/from-plan", { plan: ideaPlan }), "warm-up save");
  const saveTimes = [];
  const totalTimes = [];
  for (let i = 0; i < SAVE_SAMPLES; i++) {
    const t0 = performance.now();
    const plan = planner.generateEmbeddedPlan(idea, TODAY);
    const t1 = performance.now();
    expectOk(await ada.call("POST", "/api/projects/from-plan", { plan }), "save plan");
    const t2 = performance.now();
    saveTimes.push(t2 - t1);
    totalTimes.push(t2 - t0);
  }
  const s = percentiles(saveTimes);
  const t = percentiles(totalTimes);
  console.log(
    `\nIdea → saved project: ${ideaPlan.tasks.length} tasks + ${ideaPlan.milestones.length} milestones, one board batch (local wrangler dev)`,
  );
  row(`POST /api/projects/from-plan p50 / p95 over ${s.n}`, `${ms(s.p50)} / ${ms(s.p95)}`);
  row(`plan + save p50 / p95 over ${t.n}`, `${ms(t.p50)} / ${ms(t.p95)}   (target p50 ≤ 300 ms)`);

  // The same through the product's real path: the queue job, polled like the wizard does (700 ms).
  const trips = [];
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const t0 = performance.now();
    const { jobId } = expectOk(await ada.call("POST", "/api/ai/generate-plan", { idea }), "generate plan");
    let job;
    do {
      await sleep(50);
      job = expectOk(await ada.call("GET", `/api/jobs/${jobId}`), "job");
    } while (job.status === "queued" || job.status === "running");
    if (job.status !== "done") throw new Error(`job ${jobId} ${job.status}: ${job.error}`);
    const tDone = performance.now();
    expectOk(await ada.call("POST", "/api/projects/from-plan", { plan: job.result.plan }), "save job plan");
    trips.push({ job: tDone - t0, total: performance.now() - t0 });
  }
  const j = percentiles(trips.map((x) => x.job));
  const all = percentiles(trips.map((x) => x.total));
  console.log("\nThrough the JOBS queue (POST generate-plan → job done, polled every 50 ms → save)");
  row(`job done p50 over ${j.n}`, `${ms(j.p50)}   (mostly the queue's batch wait, max_batch_timeout = 1 s)`);
  row(`job + save p50 over ${all.n}`, ms(all.p50));
} finally {
  await server.stop();
}
