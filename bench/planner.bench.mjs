// Planner bench (issue 20): the public corpus in test/corpus/ through the built-in planner, or with
// `--provider openai|workers-ai` through a configured model, half by half: item recall, the share of
// suggested tasks, refusals of non-plans and of plans, deadlines honoured (labelled ones the texts state,
// and one appended to every plan text, test/corpus/corpus.ts), p50/p99 time per text.
//
//   npm run bench -- planner                 (also times POST /api/ai/generate-plan on the production build;
//                                             BENCH_SKIP_BUILD=1 reuses a build, --no-api skips this part)
//   npm run bench -- planner --half tuning --show --no-api
//                                            (one half only; --show lists, for the tuning half, the non-plans
//                                             planned, the plans refused and the items lost: what rules are
//                                             tuned on. It never lists held-out texts: they are only scored.)
//                                            Fresh tuning texts in test/corpus/local/fresh/ and fresh2/
//                                            (plans.md, non-plans.md; git-ignored, same record format), when
//                                            present, are scored as a third group, "fresh", listed by --show too.
//   npm run bench -- planner --half tuning    (times the API with tuning-half texts only, never a held-out
//                                             one, beside a GET and the same POST refused by its schema)
//   OPENAI_API_KEY=… [OPENAI_BASE_URL=…] [AI_MODEL=…] npm run bench -- planner --provider openai --budget 40
//   CLOUDFLARE_ACCOUNT_ID=… CLOUDFLARE_API_TOKEN=… [AI_MODEL=…] npm run bench -- planner --provider workers-ai
//
// A model run sends at most --budget requests (default 40), spread evenly over both halves; texts the
// refusal gate turns away cost no request, as in the product. Reports only; never fails on figures.

import { build } from "esbuild";
import { percentiles, ROOT, signIn, startDevServer } from "./board-harness.mjs";

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const providerKind = flag("provider", "embedded");
const budget = Number(flag("budget", "40"));
const onlyHalf = flag("half", null);
if (onlyHalf !== null && onlyHalf !== "tuning" && onlyHalf !== "held-out") throw new Error("--half takes tuning or held-out");
const show = args.includes("--show");

const out = await build({
  entryPoints: [`${ROOT}/test/corpus/bench-entry.ts`],
  bundle: true,
  format: "esm",
  platform: "node",
  write: false,
  logLevel: "error",
  external: ["cloudflare:*"],
});
const lib = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);

const corpus = lib.loadCorpus(ROOT);
if (!corpus) {
  console.log(
    "Planner corpus not found: put plans.md and non-plans.md in ../shared/corpus, test/corpus/local or KICKOFF_CORPUS_DIR (test/corpus/README.md).",
  );
  process.exit(0);
}
const { plans, nonPlans } = corpus;
const fresh = lib.loadFresh(ROOT);

/** The Workers AI binding's `run`, over the REST API, for a bench outside a Worker. */
function workersAiRunner() {
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  const token = process.env.CLOUDFLARE_API_TOKEN;
  if (!account || !token) throw new Error("--provider workers-ai needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN");
  return {
    async run(model, inputs) {
      const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${account}/ai/run/${model}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ ...inputs, stream: false }),
      });
      const body = await res.json();
      if (!res.ok || body.success === false) throw new Error(`Workers AI ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
      return body.result;
    },
  };
}

function modelPlanner() {
  if (providerKind === "openai") {
    if (!process.env.OPENAI_API_KEY && !process.env.OPENAI_BASE_URL)
      throw new Error("--provider openai needs OPENAI_API_KEY or OPENAI_BASE_URL");
    return lib.createOpenAiProvider({
      apiKey: process.env.OPENAI_API_KEY,
      baseURL: process.env.OPENAI_BASE_URL,
      model: process.env.AI_MODEL || lib.DEFAULT_OPENAI_MODEL,
    });
  }
  if (providerKind === "workers-ai")
    return lib.createWorkersAiProvider(workersAiRunner(), process.env.AI_MODEL || lib.DEFAULT_WORKERS_AI_MODEL);
  throw new Error(`Unknown --provider ${providerKind}: use openai or workers-ai`);
}

let requests = 0;
const embedded = async (text, today) => {
  try {
    // Held to the plan schema as the API holds it.
    return lib.generatedPlanSchema.parse(lib.generateEmbeddedPlan(text, today));
  } catch (err) {
    if (err instanceof lib.PlanRefusal) return "refused";
    throw new Error(
      `The built-in planner failed on a corpus text (${text.slice(0, 80)}…): ${err instanceof Error ? err.message.slice(0, 300) : String(err)}`,
    );
  }
};
const provider = providerKind === "embedded" ? null : modelPlanner();
const model = async (text, today) => {
  // The same gate the API runs before any provider.
  if (!lib.hasProject(text)) return "refused";
  requests++;
  try {
    return await provider.generatePlan(text, today);
  } catch (err) {
    console.log(`  request failed: ${err instanceof Error ? err.message : String(err)}`);
    return {
      name: "failed",
      description: "",
      milestones: [],
      tasks: [],
      timeline: { startDate: "1970-01-01", endDate: "1970-01-01" },
      notices: [],
    };
  }
};

/** An even sample of each half, so a model's request budget covers the whole corpus's range. */
function sample(list, n) {
  if (list.length <= n) return list;
  const step = list.length / n;
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step)]);
}

console.log(
  `Planner corpus: ${plans.length} plans (${plans.reduce((s, p) => s + p.items.length, 0)} items), ${nonPlans.length} non-plans; provider ${providerKind}`,
);
if (fresh) console.log(`Fresh tuning texts (${fresh.dirs.join(", ")}): ${fresh.plans.length} plans, ${fresh.nonPlans.length} non-plans`);
// Fresh tuning texts sit beside the tuning half: scored whenever the tuning half is, never with held-out only.
const groups = ["tuning", "held-out"].filter((h) => onlyHalf === null || h === onlyHalf);
if (fresh && groups.includes("tuning")) groups.splice(groups.indexOf("tuning") + 1, 0, "fresh");
for (const half of groups) {
  let halfPlans = half === "fresh" ? fresh.plans : plans.filter((p) => p.half === half);
  let halfNon = half === "fresh" ? fresh.nonPlans : nonPlans.filter((p) => p.half === half);
  if (provider) {
    // Each sampled plan costs two requests: as written, and with a deadline sentence appended.
    const perHalf = Math.max(3, Math.floor(budget / 2));
    halfPlans = sample(halfPlans, Math.max(1, Math.floor(perHalf * 0.4)));
    halfNon = sample(halfNon, Math.max(1, perHalf - 2 * halfPlans.length));
  }
  const score = await lib.scoreHalf(provider ? model : embedded, halfPlans, halfNon);
  for (const line of lib.describeHalf(half, score)) console.log(line);
  if (show && half !== "held-out") {
    const byLine = (title, list) => list.length > 0 && console.log(`  ${title}:\n${list.map((l) => `    ${l}`).join("\n")}`);
    byLine("non-plans planned", score.nonPlansPlanned);
    byLine("plans refused", score.plansRefused);
    byLine(
      "items lost",
      score.lost.map((l) => `${l.item}  (${l.source})`),
    );
    byLine("deadlines missed", score.deadlineProblems);
  } else if (show) console.log("  (--show lists the tuning half and fresh texts only: held-out texts are scored, never looked at)");
}
if (provider) console.log(`${requests} model request(s) sent (budget ${budget})`);

// ── The built-in planner through the API: POST /api/ai/generate-plan on the production build ─────────
// What a person waits for: session check, rate limit, refusal gate and the plan, answered inline.
const API_SAMPLES = 120;
if (!provider && !args.includes("--no-api")) {
  // With --half, only that half's texts are sent, so timing the tuning half never sends a held-out text.
  const texts = sample(
    plans.filter((p) => p.text.length <= 20_000 && (onlyHalf === null || p.half === onlyHalf)),
    API_SAMPLES,
  ).map((p) => p.text);
  const server = await startDevServer({ production: true });
  try {
    // The per-user AI limit is 30 requests in 5 minutes: the samples are spread over several people.
    const people = [];
    for (let u = 0; u < 1 + Math.ceil(API_SAMPLES / 25); u++)
      people.push(await signIn(server.origin, `bench-planner-${u}-${Date.now().toString(36)}@example.com`));
    for (let i = 0; i < 5; i++) await people[0].call("POST", "/api/ai/generate-plan", { idea: texts[i] });
    const times = [];
    // An authenticated GET between plans: the floor the machine and the local runtime set at that moment,
    // so a figure taken on a loaded machine says how much of it is the planner's.
    const floor = [];
    // The same POST refused by its schema (400): session, origin check, body and validation, no planner.
    const postFloor = [];
    const statuses = new Map();
    for (const [i, idea] of texts.entries()) {
      const f0 = performance.now();
      await people[0].call("GET", "/api/auth/user");
      floor.push(performance.now() - f0);
      const b0 = performance.now();
      const bad = await people[0].call("POST", "/api/ai/generate-plan", { idea: "" });
      postFloor.push(performance.now() - b0);
      if (bad.status !== 400) throw new Error(`generate-plan with no idea answered ${bad.status}, not 400`);
      const t0 = performance.now();
      const res = await people[1 + Math.floor(i / 25)].call("POST", "/api/ai/generate-plan", { idea });
      times.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 200 && res.status !== 422) throw new Error(`generate-plan answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    const p = percentiles(times);
    console.log(
      `built-in planner through the API: POST /api/ai/generate-plan, ${p.n} corpus texts (production build, served on Miniflare)`,
    );
    console.log(
      `  p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms   (target p50 ≤ 50 ms); answers ${[...statuses]
        .map(([status, n]) => `${n}× ${status}`)
        .join(", ")}`,
    );
    const f = percentiles(floor);
    console.log(`  floor: GET /api/auth/user in between, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`);
    const b = percentiles(postFloor);
    console.log(`  floor: the same POST with no idea (400, no planner), p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}
