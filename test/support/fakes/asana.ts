import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";

// Asana REST 1.0: Bearer token, bodies and answers wrapped in {data}, errors as {errors:[{message}]}.

/** Task fields a list may ask for with opt_fields (a dotted one names a field of a related object). */
const TASK_FIELDS = ["name", "notes", "completed", "due_on", "assignee.email", "parent", "num_subtasks", "start_on"];

export class FakeAsana extends FakeApi {
  readonly projects: Array<{ gid: string; data: any }> = [];
  readonly sections: Array<{ gid: string; project: string; name: string }> = [];
  readonly tasks: Array<{ gid: string; data: any; section?: string }> = [];
  /** Made through addDependencies: task waits on dependsOn. */
  readonly dependencies: Array<{ task: string; dependsOn: string }> = [];
  /** Task names Asana refuses (a per-item failure). */
  readonly refuseNames = new Set<string>();
  private seq = 1000;
  /** Tasks per page of a project's task list, whatever limit asks for (so a test sees two pages). */
  pageSize = 100;

  /** An Asana project someone made there, with tasks, for pulls and imports. */
  seedProject(name: string, extra: Record<string, any> = {}): string {
    const gid = this.gid();
    this.projects.push({ gid, data: { name, workspace: "111", ...extra } });
    return gid;
  }

  seedTask(project: string, name: string, extra: Record<string, any> = {}): string {
    const gid = this.gid();
    this.tasks.push({ gid, data: { name, projects: [project], ...extra } });
    return gid;
  }

  /** A subtask someone made under a task (not itself in any project, as Asana makes them). */
  seedSubtask(parent: string, name: string, extra: Record<string, any> = {}): string {
    if (!this.tasks.some((t) => t.gid === parent)) throw new Error(`no task ${parent}`);
    const gid = this.gid();
    this.tasks.push({ gid, data: { name, parent, ...extra } });
    return gid;
  }

  /** A task as a list answers it: gid plus the opt_fields asked for (the ones this fake knows). */
  private listed(t: { gid: string; data: any }, params: URLSearchParams, where: string) {
    const fields = (params.get("opt_fields") ?? "").split(",");
    for (const f of fields) if (!TASK_FIELDS.includes(f)) this.violation(`${where}: opt_fields names ${f}, not a task field`);
    const parent = this.tasks.find((p) => p.gid === t.data.parent);
    const all: Record<string, unknown> = {
      name: t.data.name,
      notes: t.data.notes ?? "",
      completed: Boolean(t.data.completed),
      due_on: t.data.due_on ?? null,
      assignee: t.data.assignee ?? null,
      parent: parent ? { gid: parent.gid, name: parent.data.name, resource_type: "task", resource_subtype: "default_task" } : null,
      num_subtasks: this.tasks.filter((s) => s.data.parent === t.gid).length,
    };
    return {
      gid: t.gid,
      ...Object.fromEntries(Object.entries(all).filter(([k]) => fields.some((f) => f === k || f.startsWith(`${k}.`)))),
    };
  }

  private page(all: Array<{ gid: string; data: any }>, params: URLSearchParams, where: string, path: string) {
    const limit = Number(params.get("limit"));
    if (!(limit >= 1 && limit <= 100)) this.violation(`${where}: limit must be 1..100`);
    const start = params.get("offset") ? Number(params.get("offset")!.replace("eyJ", "")) : 0;
    const size = Math.min(limit || 100, this.pageSize);
    const more = start + size < all.length;
    return jsonResponse({
      data: all.slice(start, start + size).map((t) => this.listed(t, params, where)),
      next_page: more ? { offset: `eyJ${start + size}`, path: `${path}?offset=`, uri: "https://app.asana.com/api/1.0/..." } : null,
    });
  }

  constructor(
    origin: string,
    readonly token: string,
  ) {
    super(origin);
  }

  protected override rateLimitBody() {
    return { errors: [{ message: "You have made too many requests recently. Please, be chill." }] };
  }

  private gid() {
    return String(++this.seq);
  }

  private data(req: SeenRequest): any {
    const body = req.body as any;
    if (!body || typeof body !== "object" || typeof body.data !== "object" || Array.isArray(body.data)) {
      this.violation(`${req.method} ${req.path}: body is not wrapped in {data: {...}}`);
      return null;
    }
    return body.data;
  }

  private invalid(message: string) {
    return jsonResponse({ errors: [{ message, help: "For more information on API status codes see https://asana.com/developers" }] }, 400);
  }

  protected route(req: SeenRequest): Response {
    if (req.headers.get("authorization") !== `Bearer ${this.token}`) {
      return jsonResponse({ errors: [{ message: "Not Authorized" }] }, 401);
    }
    const route = `${req.method} ${req.path}`;
    if (route === "GET /api/1.0/users/me") return jsonResponse({ data: { gid: "42", name: "Grace Hopper", email: "grace@example.com" } });
    if (route === "GET /api/1.0/workspaces") {
      return jsonResponse({
        data: [
          { gid: "111", name: "Personal Projects", is_organization: false },
          { gid: "222", name: "Acme Corp", is_organization: true },
        ],
      });
    }
    if (route === "GET /api/1.0/users/me/teams") {
      if (!req.search.includes("workspace=222")) this.violation("teams asked for a workspace that is not an organisation");
      return jsonResponse({ data: [{ gid: "333", name: "Marketing" }] });
    }
    if (route === "GET /api/1.0/projects") {
      // Asana requires a workspace (or team) filter and pages at 1..100.
      const params = new URLSearchParams(req.search);
      const workspace = params.get("workspace");
      if (!workspace) this.violation("GET /projects without workspace");
      const limit = Number(params.get("limit"));
      if (!(limit >= 1 && limit <= 100)) this.violation("GET /projects: limit must be 1..100");
      if (!params.get("opt_fields")?.includes("name")) this.violation("GET /projects: opt_fields without name");
      const team = params.get("team");
      const found = this.projects.filter(
        (p) =>
          p.data.workspace === workspace && (!team || p.data.team === team) && !(params.get("archived") === "false" && p.data.archived),
      );
      return jsonResponse({
        data: found.map((p) => ({ gid: p.gid, name: p.data.name, team: p.data.team ? { gid: p.data.team, name: "Marketing" } : null })),
      });
    }
    if (route === "POST /api/1.0/projects") {
      const d = this.data(req);
      if (!d) return this.invalid("data: Missing input");
      if (d.workspace === "222" && !d.team) {
        this.violation("project in an organisation without a team");
        return this.invalid("team: Missing input");
      }
      if (!["111", "222"].includes(d.workspace)) return this.invalid("workspace: Not a recognized ID");
      if (typeof d.name !== "string" || !d.name) return this.invalid("name: Missing input");
      for (const k of ["due_on", "start_on"]) if (d[k] !== undefined && !ISO_DAY.test(d[k])) this.violation(`project ${k} is not a day`);
      const gid = this.gid();
      this.projects.push({ gid, data: d });
      return jsonResponse({ data: { gid, name: d.name, permalink_url: `https://app.asana.com/0/${gid}/list` } }, 201);
    }
    const section = route.match(/^POST \/api\/1\.0\/projects\/(\d+)\/sections$/);
    if (section) {
      const d = this.data(req);
      if (!this.projects.some((p) => p.gid === section[1])) return jsonResponse({ errors: [{ message: "project: Unknown object" }] }, 404);
      if (!d?.name) return this.invalid("name: Missing input");
      const gid = this.gid();
      this.sections.push({ gid, project: section[1], name: d.name });
      return jsonResponse({ data: { gid, name: d.name } }, 201);
    }
    if (route === "POST /api/1.0/tasks") {
      const d = this.data(req);
      if (!d) return this.invalid("data: Missing input");
      if (!Array.isArray(d.projects) || !d.projects.every((p: string) => this.projects.some((x) => x.gid === p))) {
        this.violation("task without a known project");
        return this.invalid("projects: Not a recognized ID");
      }
      if (d.due_on !== undefined && !ISO_DAY.test(d.due_on)) this.violation("task due_on is not a day");
      if (d.start_on !== undefined && d.due_on === undefined) this.violation("start_on without due_on");
      if (d.resource_subtype !== undefined && !["default_task", "milestone"].includes(d.resource_subtype))
        this.violation("bad resource_subtype");
      if (this.refuseNames.has(d.name)) return this.invalid("name: This task name is not allowed in this workspace.");
      const gid = this.gid();
      this.tasks.push({ gid, data: d });
      return jsonResponse({ data: { gid, name: d.name } }, 201);
    }
    const addTask = route.match(/^POST \/api\/1\.0\/sections\/(\d+)\/addTask$/);
    if (addTask) {
      const d = this.data(req);
      const task = this.tasks.find((t) => t.gid === d?.task);
      if (!task || !this.sections.some((s) => s.gid === addTask[1])) {
        this.violation("addTask with an unknown task or section");
        return this.invalid("task: Not a recognized ID");
      }
      task.section = addTask[1];
      return jsonResponse({ data: {} });
    }
    const deps = route.match(/^POST \/api\/1\.0\/tasks\/(\d+)\/addDependencies$/);
    if (deps) {
      const d = this.data(req);
      const task = this.tasks.find((t) => t.gid === deps[1]);
      if (!task) return jsonResponse({ errors: [{ message: "task: Unknown object" }] }, 404);
      const list = d?.dependencies;
      if (!Array.isArray(list) || list.length === 0 || !list.every((g: unknown) => this.tasks.some((t) => t.gid === g))) {
        this.violation("addDependencies: dependencies must be a non-empty array of known task gids");
        return this.invalid("dependencies: Not a recognized ID");
      }
      if (list.includes(task.gid)) this.violation("addDependencies: a task cannot depend on itself");
      for (const g of list) {
        if (this.dependencies.some((x) => x.task === task.gid && x.dependsOn === g))
          this.violation(`addDependencies: ${task.gid} already depends on ${g}`);
        this.dependencies.push({ task: task.gid, dependsOn: g });
      }
      return jsonResponse({ data: {} });
    }
    const put = route.match(/^PUT \/api\/1\.0\/tasks\/(\d+)$/);
    if (put) {
      const d = this.data(req);
      const task = this.tasks.find((t) => t.gid === put[1]);
      if (!task) return jsonResponse({ errors: [{ message: "task: Unknown object" }] }, 404);
      if (!d) return this.invalid("data: Missing input");
      for (const k of Object.keys(d)) {
        if (!["name", "notes", "due_on", "completed"].includes(k)) this.violation(`PUT task: unexpected field ${k}`);
      }
      if (d.due_on != null && !ISO_DAY.test(d.due_on)) this.violation("PUT task: due_on is not a day");
      if (d.completed !== undefined && typeof d.completed !== "boolean") this.violation("PUT task: completed must be a boolean");
      Object.assign(task.data, d);
      return jsonResponse({ data: { gid: task.gid, ...task.data } });
    }
    const list = route.match(/^GET \/api\/1\.0\/projects\/(\d+)\/tasks$/);
    if (list) {
      const params = new URLSearchParams(req.search);
      if (!params.get("opt_fields")?.includes("completed")) this.violation("GET project tasks: opt_fields without completed");
      return this.page(
        this.tasks.filter((t) => t.data.projects?.includes(list[1])),
        params,
        "GET project tasks",
        `/projects/${list[1]}/tasks`,
      );
    }
    const subtasks = route.match(/^GET \/api\/1\.0\/tasks\/(\d+)\/subtasks$/);
    if (subtasks) {
      if (!this.tasks.some((t) => t.gid === subtasks[1])) return jsonResponse({ errors: [{ message: "task: Unknown object" }] }, 404);
      return this.page(
        this.tasks.filter((t) => t.data.parent === subtasks[1]),
        new URLSearchParams(req.search),
        "GET subtasks",
        `/tasks/${subtasks[1]}/subtasks`,
      );
    }
    this.violation(`unexpected ${route}`);
    return jsonResponse({ errors: [{ message: "Not found" }] }, 404);
  }
}
