import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, type Caller, json, newTask, signIn, team, uniqueEmail } from "../board/support";
import { ORIGIN } from "../support/api";
import { routeTable } from "../support/route-table";
import { testEnv } from "../support/test-env";

// Issue 27: the API's own fuzz. Every route in the route table (read from the Hono app, so a route
// is fuzzed the day it is added) gets odd paths, queries and bodies from a seeded generator, as
// each kind of caller. Whatever comes in, the answer is never a 5xx. CI sends a few hundred
// requests; the bench (`FUZZ_REQUESTS=10000 npx vitest run … route-fuzz`) sends as many as asked.

const REQUESTS = Number(testEnv.FUZZ_REQUESTS) || 400;
const SEED = Number(testEnv.FUZZ_SEED) || 27;

/** Mulberry32: the same seed gives the same requests, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_IDS = ["0", "-1", "abc", "9".repeat(40), "1e3", "0x1f", "%00", "..%2F..%2Fetc", "%E2%80%AE", "null", "[]", "%F0%9F%92%A5"];
const ODD_STRINGS = [
  "",
  " ",
  "x".repeat(5000),
  "<script>alert(1)</script>",
  "'; DROP TABLE tasks; --",
  "\u0000\u202e",
  "%",
  "*",
  '"',
  "\\",
];
const ODD_DATES = [
  "9999-12-31",
  "0000-01-01",
  "2026-02-31",
  "1899-12-31",
  "2201-01-01",
  "275760-09-13",
  "2026-13-01",
  "2026-1-1",
  "yesterday",
  "",
];
const ODD_NUMBERS = [-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31];

type Pick = <T>(list: readonly T[]) => T;

function oddValue(pick: Pick, depth = 0): unknown {
  const kind = pick(["string", "date", "number", "bool", "null", "array", "object"] as const);
  if (kind === "string") return pick(ODD_STRINGS);
  if (kind === "date") return pick(ODD_DATES);
  if (kind === "number") return pick(ODD_NUMBERS);
  if (kind === "bool") return pick([true, false]);
  if (kind === "null") return null;
  if (depth > 1) return "deep";
  if (kind === "array") return [oddValue(pick, depth + 1), oddValue(pick, depth + 1)];
  return { name: oddValue(pick, depth + 1), dueDate: oddValue(pick, depth + 1) };
}

const FIELDS = [
  "name",
  "description",
  "dueDate",
  "startDate",
  "status",
  "priority",
  "projectId",
  "email",
  "role",
  "body",
  "mentions",
  "version",
  "moves",
  "tasks",
  "idea",
  "plan",
  "kind",
  "token",
  "capacity",
  "assigneeId",
  "parentTaskId",
  "from",
  "to",
];

/** A body: malformed JSON, the wrong JSON type, a plausible object with odd values, or a broken form. */
function oddBody(pick: Pick, rand: () => number): { body?: string; type?: string } {
  const kind = pick(["none", "malformed", "scalar", "object", "multipart", "urlencoded", "huge"] as const);
  if (kind === "none") return {};
  if (kind === "malformed") return { body: pick(["{", '{"name":', "nul", "[1,", "\u0000", ""]), type: "application/json" };
  if (kind === "scalar") return { body: JSON.stringify(pick([null, 1, "x", [], true])), type: "application/json" };
  if (kind === "multipart")
    return { body: pick(["garbage", "--x\r\nContent-Disposition: form-data\r\n\r\n", "--x--"]), type: "multipart/form-data; boundary=x" };
  if (kind === "urlencoded")
    return { body: pick(["token=%ZZ&kind=%", "a=1&a=2&kind=due", "token="]), type: "application/x-www-form-urlencoded" };
  if (kind === "huge")
    return {
      body: JSON.stringify({ name: "x".repeat(200_000), tasks: Array.from({ length: 2000 }, () => ({})) }),
      type: "application/json",
    };
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) body[pick(FIELDS)] = oddValue(pick);
  return { body: JSON.stringify(body), type: "application/json" };
}

const ODD_QUERIES = [
  "",
  "?from=0000-01-01&to=9999-12-31",
  "?from=2026-02-31",
  "?q=%25%27%22",
  `?q=${"a".repeat(3000)}`,
  "?limit=-1&offset=abc",
  "?token=x&kind=nope",
  "?next=https://evil.example/",
  "?cursor=%00",
  "?status=done&status=todo",
];

interface World {
  owner: Caller;
  editor: Caller;
  viewer: Caller;
  outsider: Caller;
  projectId: number;
  taskId: string;
  commentId: number;
  /** A real id for the routes under /api/<resource>/:id, so an odd body reaches the handler's own checks. */
  ids: Record<string, string>;
}

function fillPath(path: string, w: World, pick: Pick, rand: () => number): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (rand() < 0.3) return pick(ODD_IDS);
    const resource = path.split("/")[2];
    if (name === "id" && w.ids[resource] !== undefined && rand() < 0.7) return w.ids[resource];
    if (name === "id") return pick([String(w.projectId), w.taskId, String(w.commentId)]);
    if (name === "taskId") return w.taskId;
    if (name === "provider") return pick(["jira", "asana", "monday", "smartsheet", "github", "file"]);
    if (name === "integration") return pick(["1", "jira"]);
    if (name === "userId") return String(pick([w.owner.userId, w.editor.userId, w.viewer.userId]));
    if (name === "username") return pick(["owner", "x".repeat(300)]);
    return pick(["1", "abc"]);
  });
}

/** One of each object the newer routes name by id (issue 25's labels, fields, views, time; issue 24's tokens, webhooks). */
async function resources(owner: Caller, projectId: number, taskId: string): Promise<Record<string, string>> {
  const made = async (path: string, body: unknown) => {
    const res = await api("POST", path, { as: owner, body });
    expect(res.status, path).toBe(201);
    return String((await json<{ id: string | number }>(res)).id);
  };
  return {
    labels: await made(`/api/projects/${projectId}/labels`, { name: "Fuzzed label", color: "red" }),
    statuses: `${projectId}-todo`,
    fields: await made(`/api/projects/${projectId}/fields`, { name: "Fuzzed field", type: "number" }),
    views: await made(`/api/projects/${projectId}/views`, { name: "Fuzzed view", shared: true, query: {} }),
    "time-entries": await made(`/api/tasks/${taskId}/time-entries`, { date: "2031-01-06", minutes: 30 }),
    webhooks: await made(`/api/projects/${projectId}/webhooks`, { url: "http://127.0.0.1:9/fuzz-hook", events: ["task.created"] }),
    tokens: await made("/api/tokens", { name: "Fuzzed token", scopes: ["read"] }),
  };
}

describe("the API's own fuzz over the route table", () => {
  it(`answers ${REQUESTS} odd requests without a 5xx`, { timeout: 600_000 }, async () => {
    const base = await team();
    const task = await newTask(base.owner, base.projectId, { name: "Fuzzed task" });
    const comment = await api("POST", `/api/tasks/${task.id}/comments`, { as: base.owner, body: { body: "First" } });
    expect(comment.status).toBe(201);
    const commentId = (await json<{ id: number }>(comment)).id;
    const w: World = { ...base, taskId: task.id, commentId, ids: await resources(base.owner, base.projectId, task.id) };
    w.ids.projects = String(w.projectId);
    w.ids.tasks = task.id;
    w.ids.comments = String(commentId);
    const rand = prng(SEED);
    const pick: Pick = (list) => list[Math.floor(rand() * list.length)];
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    const hit = new Set<string>();
    for (let i = 0; i < REQUESTS; i++) {
      // Every route once in order first, then at random: each route is fuzzed on every run.
      const route = i < routes.length ? routes[i] : pick(routes);
      hit.add(`${route.method} ${route.path}`);
      // Signing out ends the caller's sessions: those routes get a caller of their own.
      const ends = /sign-out|logout/.test(route.path);
      const who = ends ? await signIn(uniqueEmail("leaving")) : pick([w.owner, w.editor, w.viewer, w.outsider, null]);
      const url = `${ORIGIN}${fillPath(route.path, w, pick, rand)}${pick(ODD_QUERIES)}`;
      const { body, type } = route.method === "GET" ? {} : oddBody(pick, rand);
      const headers: Record<string, string> = { origin: ORIGIN };
      if (who) headers.cookie = who.cookie;
      if (type) headers["content-type"] = type;
      const res = await SELF.fetch(url, { method: route.method, headers, body, redirect: "manual" });
      if (res.status >= 500)
        failures.push(
          `${route.method} ${url.slice(0, 200)} ${String(body).slice(0, 120)} → ${res.status} ${(await res.text()).slice(0, 200)}`,
        );
      else await res.body?.cancel();
    }
    expect(hit.size).toBe(routes.length);
    expect(failures).toEqual([]);
  });
});
