// A big board, built fast through the path the app writes through: creates over the live socket (the
// BoardWriter commits what arrives together in one transaction), each socket sending one burst of the
// room's flood-guard allowance, several sockets at once. Then links, comments and some history.
// Shared by `npm run bench -- big` and the big-board browser test.

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
/** worker/board/message-rate.ts MESSAGE_BURST: what one fresh socket may send at once. */
const BURST = 110;
const SOCKETS_AT_ONCE = 4;

export function taskId(projectId) {
  const bytes = crypto.getRandomValues(new Uint8Array(26));
  return `${projectId}-${Array.from(bytes, (b) => BASE32[b & 31]).join("")}`;
}

const WORDS = ["Write", "Review", "Design", "Test", "Ship", "Plan", "Fix", "Draft", "Measure", "Migrate"];
const THINGS = ["landing copy", "pricing page", "onboarding mail", "billing flow", "search index", "mobile nav", "release notes"];

/**
 * The items of a board of `size`: one milestone per 100, one parent task in five with three subtasks,
 * statuses, priorities, assignees and due dates spread over them. Ids are chosen here (as the app does)
 * so subtasks can name their parent in the same burst.
 */
export function bigBoardItems(projectId, size, assignees = []) {
  const items = [];
  let parent = null;
  for (let i = 0; items.length < size; i++) {
    const id = taskId(projectId);
    const milestone = i % 100 === 0;
    const isParent = !milestone && i % 5 === 1;
    const sub = !milestone && !isParent && parent && i % 5 !== 0;
    const day = new Date(Date.UTC(2026, 10, 1 + (i % 120))).toISOString().slice(0, 10);
    items.push({
      id,
      name: `${milestone ? "Milestone" : WORDS[i % WORDS.length]} ${THINGS[i % THINGS.length]} #${i + 1}`,
      kind: milestone ? "milestone" : "task",
      description: i % 3 === 0 ? `Notes for item ${i + 1}: who, what and by when.` : "",
      status: ["todo", "in-progress", "done"][i % 3],
      priority: ["low", "medium", "high"][i % 3],
      // Mostly the seeding person's own (no notification each), one in ten someone else's.
      assigneeId: assignees.length > 1 && i % 10 === 0 ? assignees[1] : assignees.length > 0 && i % 2 === 0 ? assignees[0] : null,
      dueDate: day,
      startDate: milestone ? null : new Date(Date.UTC(2026, 10, 1 + (i % 120) - 3)).toISOString().slice(0, 10),
      parentTaskId: sub ? parent : null,
    });
    if (isParent) parent = id;
  }
  return items;
}

function connect(origin, cookie, projectId) {
  const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/api/projects/${projectId}/live`, { headers: { origin, cookie } });
  return new Promise((resolve, reject) => {
    ws.addEventListener("open", () => resolve(ws), { once: true });
    ws.addEventListener("error", () => reject(new Error("seed socket failed")), { once: true });
  });
}

/** Sends `messages` on a fresh socket and waits for every answer; throws on a refusal. */
async function burst(origin, cookie, projectId, messages) {
  const ws = await connect(origin, cookie, projectId);
  const waiting = new Set(messages.map((m) => m.requestId));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`seed burst: ${waiting.size} answers missing`)), 120_000);
    ws.addEventListener("message", (e) => {
      const msg = JSON.parse(String(e.data));
      if (msg.type === "error") {
        clearTimeout(timer);
        reject(new Error(`seed write refused: ${msg.status} ${msg.message}`));
      }
      if (msg.type === "ack" && waiting.delete(msg.requestId) && waiting.size === 0) {
        clearTimeout(timer);
        resolve();
      }
    });
    for (const m of messages) ws.send(JSON.stringify(m));
  });
  ws.close(1000, "seeded");
}

let seq = 0;
/** Creates the items (parents before their subtasks) over sockets; returns creates per second. */
export async function seedItems(origin, cookie, projectId, items) {
  const started = performance.now();
  // Parents first, all of them: a subtask's burst may then run on any socket.
  const parents = items.filter((t) => !t.parentTaskId);
  const children = items.filter((t) => t.parentTaskId);
  for (const group of [parents, children]) {
    const bursts = [];
    for (let i = 0; i < group.length; i += BURST) {
      bursts.push(group.slice(i, i + BURST).map((task) => ({ type: "create", requestId: `seed${++seq}`, task })));
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: SOCKETS_AT_ONCE }, async () => {
        while (next < bursts.length) await burst(origin, cookie, projectId, bursts[next++]);
      }),
    );
  }
  return items.length / ((performance.now() - started) / 1000);
}

/** worker's MAX_BATCH_OPERATIONS: the most one POST /api/projects/:id/tasks/batch takes. */
const BATCH = 500;

/**
 * Creates the items through the batch route (issue 24: `{ operations: [{ op: "create", task }] }`, one
 * transaction and one broadcast per request), parents first. The server chooses the ids, so a subtask goes
 * in a request after its parent's; every request is filled to 500 with the items whose parent already has
 * its id, as an importer packs them (2,000 items are 4 requests, not parents and subtasks apart in 5). Each item's
 * `id` (and its subtasks' `parentTaskId`) is replaced by the one it got. Returns creates per second.
 * `onBatch(creates, ms)` hears each request's time; `idempotencyKeys: false` sends none.
 */
export async function seedItemsByBatch(origin, cookie, projectId, items, { onBatch, idempotencyKeys = true } = {}) {
  const started = performance.now();
  const serverId = new Map();
  // Top-level items first, as before: they unblock the most.
  let waiting = [...items.filter((t) => !t.parentTaskId), ...items.filter((t) => t.parentTaskId)];
  for (let request = 0; waiting.length > 0; request++) {
    const ready = (t) => !t.parentTaskId || serverId.has(t.parentTaskId);
    const slice = [];
    const later = [];
    for (const item of waiting) (slice.length < BATCH && ready(item) ? slice : later).push(item);
    if (slice.length === 0) throw new Error("seedItemsByBatch: a subtask's parent is not among the items");
    waiting = later;
    const operations = slice.map(({ id: _id, parentTaskId, ...task }) => ({
      op: "create",
      task: { ...task, parentTaskId: parentTaskId ? serverId.get(parentTaskId) : null },
    }));
    const batchStarted = performance.now();
    const { results } = await call(
      origin,
      cookie,
      "POST",
      `/api/projects/${projectId}/tasks/batch`,
      { operations },
      idempotencyKeys ? { "idempotency-key": `seed-${projectId}-${request}` } : {},
    );
    onBatch?.(slice.length, performance.now() - batchStarted);
    for (const [k, item] of slice.entries()) serverId.set(item.id, results[k].task.id);
  }
  for (const item of items) {
    item.id = serverId.get(item.id);
    if (item.parentTaskId) item.parentTaskId = serverId.get(item.parentTaskId);
  }
  return items.length / ((performance.now() - started) / 1000);
}

async function call(origin, cookie, method, path, body, headers = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, cookie, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Links between consecutive tasks, comments on the first tasks, and status changes (history). */
export async function seedExtras(origin, cookie, projectId, items, { links = 100, comments = 60, changes = 200 } = {}) {
  const tasks = items.filter((t) => t.kind === "task");
  for (let i = 0; i < links; i++) {
    const a = tasks[i * 7];
    const b = tasks[i * 7 + 3];
    if (!a || !b) break;
    await call(origin, cookie, "POST", `/api/projects/${projectId}/dependencies`, { predecessorId: a.id, successorId: b.id });
  }
  for (let i = 0; i < comments; i++) {
    await call(origin, cookie, "POST", `/api/tasks/${tasks[i % 20].id}/comments`, { body: `Comment ${i + 1} on this one.`, mentions: [] });
  }
  const updates = tasks.slice(0, changes).map((t) => ({
    type: "update",
    requestId: `seed${++seq}`,
    id: t.id,
    patch: { status: t.status === "done" ? "todo" : "done" },
  }));
  for (let i = 0; i < updates.length; i += BURST) await burst(origin, cookie, projectId, updates.slice(i, i + BURST));
}
