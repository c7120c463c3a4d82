import { runDurableObjectAlarm, SELF } from "cloudflare:test";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { ProjectView } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, env, json, ORIGIN, signIn } from "../support/api";

// Helpers for the board and project tests: teams made of real signed-in users, sockets opened like a
// browser would, and waits that fail with a message instead of hanging.

let seq = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++seq}@example.com`;

export async function addMember(projectId: number, userId: number, role: "owner" | "editor" | "viewer"): Promise<void> {
  await env.DB.prepare("INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, ?)").bind(projectId, userId, role).run();
}

export async function newProject(owner: Caller, body: Record<string, unknown> = {}): Promise<ProjectView> {
  const res = await api("POST", "/api/projects", { as: owner, body: { name: "Board project", ...body } });
  if (res.status !== 201) throw new Error(`create project: ${res.status} ${await res.text()}`);
  return json<ProjectView>(res);
}

/** A project made through the projects API; its id. */
export async function newProjectId(owner: Caller, name = "Board project"): Promise<number> {
  return (await newProject(owner, { name })).id;
}

/** A project with an owner, an editor, a viewer and an outsider (signed in, not a member). */
export async function team() {
  const [owner, editor, viewer, outsider] = await Promise.all(["owner", "editor", "viewer", "outsider"].map((n) => signIn(uniqueEmail(n))));
  const project = await newProject(owner);
  await addMember(project.id, editor.userId, "editor");
  await addMember(project.id, viewer.userId, "viewer");
  return { owner, editor, viewer, outsider, projectId: project.id as number };
}

export async function newTask(as: Caller, projectId: number, body: Record<string, unknown> = {}): Promise<Task> {
  const res = await api("POST", "/api/tasks", { as, body: { projectId, name: "A task", ...body } });
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
  return json<Task>(res);
}

export async function listTasks(as: Caller, projectId: number): Promise<{ version: number; tasks: Task[] }> {
  const res = await api("GET", `/api/projects/${projectId}/tasks`, { as });
  if (res.status !== 200) throw new Error(`list tasks: ${res.status}`);
  return { version: Number(res.headers.get("X-Board-Version")), tasks: await json<Task[]>(res) };
}

/** Polls `check` until it returns a truthy value, failing with `what` after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T> | T, what: string, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const boardStub = (projectId: number) => env.BOARD.get(env.BOARD.idFromName(String(projectId)));

/** Runs the board's projection alarm until D1 has caught up (the alarm may also have fired on its own). */
export async function flushProjection(projectId: number): Promise<void> {
  const stub = boardStub(projectId);
  for (let i = 0; i < 20; i++) {
    await runDurableObjectAlarm(stub);
    const pending = await stub.pendingProjection();
    if (pending === 0) return;
  }
  throw new Error("projection did not drain");
}

export interface TestSocket {
  ws: WebSocket;
  /** Every message, with a batch frame ({type:"ops"}) unpacked into its op messages, in order. */
  messages: ServerMessage[];
  /** Every frame as the server sent it (batch frames intact), to check how writes were batched. */
  frames: ServerMessage[];
  /** Frames that are not JSON (the runtime's automatic "pong"). */
  raw: string[];
  closed: { code: number; reason: string } | null;
  send(message: unknown): void;
  /** The first message (from index `from` on) matching `predicate`, waiting up to `timeoutMs`. */
  next<T extends ServerMessage = ServerMessage>(
    predicate: (m: ServerMessage) => boolean,
    opts?: { from?: number; timeoutMs?: number },
  ): Promise<T>;
  close(): void;
}

export async function openSocket(as: Caller | null, projectId: number, headers: Record<string, string> = {}): Promise<Response> {
  const h: Record<string, string> = { upgrade: "websocket", origin: ORIGIN, ...headers };
  if (as) h.cookie = as.cookie;
  return SELF.fetch(`${ORIGIN}/api/projects/${projectId}/live`, { headers: h });
}

export async function connect(
  as: Caller,
  projectId: number,
  hello: { lastVersion: number | null } | false = { lastVersion: null },
): Promise<TestSocket> {
  const res = await openSocket(as, projectId);
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`socket refused: ${res.status} ${await res.text()}`);
  const messages: ServerMessage[] = [];
  const frames: ServerMessage[] = [];
  const raw: string[] = [];
  const waiters = new Set<() => void>();
  const socket: TestSocket = {
    ws,
    messages,
    frames,
    raw,
    closed: null,
    send: (m) => ws.send(typeof m === "string" ? m : JSON.stringify(m)),
    next(predicate, opts = {}) {
      const { from = 0, timeoutMs = 5000 } = opts;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found as never);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching socket message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(from)).slice(0, 500)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ws.close(1000, "done"),
  };
  ws.addEventListener("message", (e) => {
    const data = e.data as string;
    try {
      const frame = JSON.parse(data) as ServerMessage;
      frames.push(frame);
      if (frame.type === "ops") messages.push(...frame.ops.map((o) => ({ type: "op" as const, ...o })));
      else messages.push(frame);
    } catch {
      raw.push(data);
    }
    for (const w of [...waiters]) w();
  });
  ws.addEventListener("close", (e) => {
    socket.closed = { code: e.code, reason: e.reason };
    for (const w of [...waiters]) w();
  });
  ws.accept();
  if (hello) socket.send({ type: "hello", ...hello });
  return socket;
}

/** Applies broadcast ops to a state, checking versions are consecutive. */
export function applyOps(start: { version: number; tasks: Map<string, Task> }, messages: ServerMessage[]) {
  let { version } = start;
  const tasks = new Map(start.tasks);
  for (const m of messages) {
    if (m.type === "snapshot") {
      version = m.version;
      tasks.clear();
      for (const t of m.tasks) tasks.set(t.id, t);
    }
    if (m.type !== "op") continue;
    if (m.version !== version + 1) throw new Error(`version gap: ${version} → ${m.version}`);
    version = m.version;
    if (m.op.kind === "deleted") tasks.delete(m.op.id);
    else if (m.op.kind === "scheduled") for (const t of m.op.tasks) tasks.set(t.id, t);
    else if (m.op.kind === "created" || m.op.kind === "updated") tasks.set(m.op.task.id, m.op.task);
  }
  return { version, tasks };
}

let requestSeq = 0;

/** Sends an update over the socket and waits for its ack or error (matched by requestId). */
export async function socketUpdate(socket: TestSocket, id: string, patch: Record<string, unknown>, timeoutMs = 10_000) {
  const requestId = `r${++requestSeq}`;
  const from = socket.messages.length;
  socket.send({ type: "update", requestId, id, patch });
  return socket.next<Extract<ServerMessage, { type: "ack" | "error" }>>(
    (m) => (m.type === "ack" || m.type === "error") && m.requestId === requestId,
    { from, timeoutMs },
  );
}

export { api, type Caller, env, json, signIn };
