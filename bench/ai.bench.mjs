// AI planning bench: the golden set's coverage, the embedded planner on a 2,000-word spec, idea →
// plan through the API with the built-in planner (inline) and with the OpenAI-compatible provider
// against a local fake model with a set delay (queue + stream), and idea → saved project with 50
// tasks. Prints figures; fails only when a request is refused or a fake sees a wrong request.

import { build } from "esbuild";
import { startFakeModel, startWorker } from "./ai-harness.mjs";
import { ms, percentiles, ROOT, signIn, sleep, startDevServer } from "./board-harness.mjs";

const PLANNER_SAMPLES = 200;
const SAVE_SAMPLES = 40;
const INLINE_SAMPLES = 100;
const MODEL_SAMPLES = 8;
/** How long the fake model takes to write its whole answer. */
const MODEL_DELAY_MS = 800;
const TODAY = new Date("2026-11-23T00:00:00Z");
const row = (label, value) => console.log(`  ${label.padEnd(50)} ${value}`);

/** The planner is TypeScript with extensionless imports: bundle it once, as the Worker's build does. */
async function loadPlanner(entry = "core/planner/index.ts") {
  const out = await build({
    entryPoints: [`${ROOT}/${entry}`],
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
const golden = await loadPlanner("test/golden/bench-entry.ts");

// ── 0. the golden set: items kept and deadlines honoured ─────────────────
for (const [label, held] of [
  ["tuned on", false],
  ["held out (never tuned on)", true],
]) {
  const ideas = golden.GOLDEN_IDEAS.filter((g) => Boolean(g.heldOut) === held);
  let found = 0;
  let total = 0;
  let deadlines = 0;
  let honoured = 0;
  const lost = [];
  for (const g of ideas) {
    const score = golden.scoreGolden(g, planner.generateEmbeddedPlan(g.idea, golden.GOLDEN_TODAY));
    found += score.found;
    total += score.total;
    lost.push(...score.lost.map((item) => `${g.id}: ${item}`));
    if (g.deadline) {
      deadlines++;
      if (!score.deadlineProblem) honoured++;
    }
  }
  console.log(`\nGolden set, ${label}: ${ideas.length} ideas (${[...new Set(ideas.map((g) => g.lang))].join(", ")})`);
  row("items kept as tasks", `${found}/${total} = ${((100 * found) / total).toFixed(1)}%   (target ≥ 95%)`);
  row("stated deadlines honoured (within a week)", `${honoured}/${deadlines}`);
  if (lost.length > 0) row("lost", lost.join("; "));
}
const vagueRefused = golden.VAGUE_IDEAS.filter((v) => {
  try {
    planner.generateEmbeddedPlan(v, golden.GOLDEN_TODAY);
    return false;
  } catch {
    return true;
  }
}).length;
row("vague texts refused", `${vagueRefused}/${golden.VAGUE_IDEAS.length}`);

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

  // Idea → plan on screen with the built-in planner: the wizard's one request, answered inline.
  const inline = [];
  // The per-user AI limit is 30 requests in 5 minutes, so the samples are spread over several users.
  const planners = [];
  for (let u = 0; u < Math.ceil(INLINE_SAMPLES / 25); u++)
    planners.push(await signIn(server.origin, `bench-plan-${u}-${Date.now().toString(36)}@example.com`));
  for (let i = 0; i < 3; i++) expectOk(await planners[0].call("POST", "/api/ai/generate-plan", { idea }), "warm-up plan");
  for (let i = 0; i < INLINE_SAMPLES; i++) {
    const t0 = performance.now();
    const res = await planners[Math.floor(i / 25)].call("POST", "/api/ai/generate-plan", { idea });
    if (res.status !== 200 || !res.json?.plan) throw new Error(`inline plan: ${res.status} ${JSON.stringify(res.json)}`);
    inline.push(performance.now() - t0);
  }
  const q = percentiles(inline);
  console.log(`\nIdea → plan, built-in planner: POST /api/ai/generate-plan answered inline (200 with the plan)`);
  row(`p50 / p99 over ${q.n}`, `${ms(q.p50)} / ${ms(q.p99)}   (target p50 ≤ 100 ms)`);
} finally {
  await server.stop();
}

// ── 3. idea → plan with the OpenAI-compatible provider against a local fake model ──
const fake = await startFakeModel({ plan: ideaPlan, delayMs: MODEL_DELAY_MS, model: "bench-model" });
const modelServer = await startWorker({
  AI_PROVIDER: "openai",
  OPENAI_BASE_URL: fake.baseURL,
  OPENAI_API_KEY: "bench-key",
  AI_MODEL: "bench-model",
});
try {
  const bob = await signIn(modelServer.origin, `bench-model-${Date.now().toString(36)}@example.com`);
  const firstItem = [];
  const done = [];
  for (let i = 0; i < MODEL_SAMPLES + 1; i++) {
    const t0 = performance.now();
    const started = await bob.call("POST", "/api/ai/generate-plan", { idea });
    if (started.status !== 202) throw new Error(`model plan: ${started.status} ${JSON.stringify(started.json)}`);
    let job;
    let first = null;
    do {
      await sleep(50);
      job = (await bob.call("GET", `/api/jobs/${started.json.jobId}`)).json;
      if (first === null && job.progress?.tasks?.length > 0) first = performance.now() - t0;
    } while (job.status === "queued" || job.status === "running");
    if (job.status !== "done") throw new Error(`model job ${job.status}: ${job.error}`);
    // The first round warms the Worker up.
    if (i === 0) continue;
    done.push(performance.now() - t0);
    if (first !== null) firstItem.push(first);
  }
  if (fake.stats.rejected.length > 0) throw new Error(`the fake model refused requests: ${fake.stats.rejected.join("; ")}`);
  const d = percentiles(done);
  console.log(
    `\nIdea → plan, OpenAI-compatible provider, fake model writing for ${MODEL_DELAY_MS} ms (202 job, streamed, polled every 50 ms)`,
  );
  row(`plan done p50 / p99 over ${d.n}`, `${ms(d.p50)} / ${ms(d.p99)}   (includes the queue's batch wait, max_batch_timeout = 1 s)`);
  if (firstItem.length > 0) {
    const f = percentiles(firstItem);
    row(`first items on screen p50 / p99 over ${f.n}`, `${ms(f.p50)} / ${ms(f.p99)}`);
  } else {
    row("first items on screen", "no partial plan seen before the job finished");
  }
  row("requests the fake model checked", String(fake.stats.requests));
} finally {
  await modelServer.stop();
  await fake.stop();
}
