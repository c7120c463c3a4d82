import { restContract } from "./contracts";
import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";
import { broke } from "./rules";

// Asana REST 1.0: Bearer token, bodies and answers wrapped in {data}, errors as {errors:[{message}]}.

/** Task fields a list may ask for with opt_fields (a dotted one names a field of a related object). */
const TASK_FIELDS = ["name", "notes", "completed", "due_on", "assignee", "parent", "num_subtasks", "start_on", "tags", "custom_fields"];

export class FakeAsana extends FakeApi {
  readonly projects: Array<{ gid: string; data: any }> = [];
  readonly sections: Array<{ gid: string; project: string; name: string; order: string[] }> = [];
  /** People of the workspace (gid → e-mail), for assignees. */
  readonly users = new Map<string, { name: string; email: string }>();
  readonly tasks: Array<{ gid: string; data: any; section?: string }> = [];
  /** Made through addDependencies: task waits on dependsOn. */
  readonly dependencies: Array<{ task: string; dependsOn: string }> = [];
  /** Task names Asana refuses (a per-item failure). */
  readonly refuseNames = new Set<string>();
  /** The workspaces' tags (issue 25: Kickoff labels). */
  readonly tags: Array<{ gid: string; name: string; workspace: string }> = [];
  /** Custom fields added to a project (project gid → its settings). */
  readonly customFields = new Map<
    string,
    Array<{
      gid: string;
      name: string;
      resource_subtype: "text" | "number" | "enum" | "multi_enum" | "date" | "people";
      enum_options?: Array<{ gid: string; name: string; enabled: boolean }>;
    }>
  >();
  private seq = 1000;

  /** A tag someone made in the workspace. */
  seedTag(name: string, workspace = "111"): string {
    const gid = this.gid();
    this.tags.push({ gid, name, workspace });
    return gid;
  }

  /** A custom field on a project, as someone added it in Asana (enum options by name). */
  seedCustomField(
    project: string,
    name: string,
    resource_subtype: "text" | "number" | "enum" | "multi_enum" | "date" | "people",
    options: string[] = [],
  ): string {
    const gid = this.gid();
    const list = this.customFields.get(project) ?? [];
    list.push({
      gid,
      name,
      resource_subtype,
      ...(options.length ? { enum_options: options.map((o) => ({ gid: this.gid(), name: o, enabled: true })) } : {}),
    });
    this.customFields.set(project, list);
    return gid;
  }

  /** Checks `custom_fields` of a task write against its project's fields (Asana: unknown gid or option → 400). */
  private customFieldErrors(project: string | undefined, values: unknown): string | null {
    if (values === undefined) return null;
    if (!values || typeof values !== "object" || Array.isArray(values)) return "custom_fields: must be an object";
    const fields = (project && this.customFields.get(project)) || [];
    for (const [gid, v] of Object.entries(values as Record<string, unknown>)) {
      const f = fields.find((x) => x.gid === gid);
      if (!f) return `custom_fields: Custom field with ID ${gid} is not on given object`;
      if (f.resource_subtype === "enum" && !f.enum_options?.some((o) => o.gid === v))
        return `custom_fields: enum value ${String(v)} is not an option of ${f.name}`;
      if (f.resource_subtype === "text" && typeof v !== "string") return `custom_fields: ${f.name} takes text`;
    }
    return null;
  }
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
    for (const f of fields) if (!TASK_FIELDS.includes(f.split(".")[0])) this.violation(`${where}: opt_fields names ${f}, not a task field`);
    const parent = this.tasks.find((p) => p.gid === t.data.parent);
    const all: Record<string, unknown> = {
      name: t.data.name,
      notes: t.data.notes ?? "",
      completed: Boolean(t.data.completed),
      due_on: t.data.due_on ?? null,
      assignee: t.data.assignee
        ? { gid: t.data.assignee.gid, resource_type: "user", name: this.users.get(t.data.assignee.gid)?.name ?? "" }
        : null,
      parent: parent ? { gid: parent.gid, name: parent.data.name, resource_type: "task", resource_subtype: "default_task" } : null,
      num_subtasks: this.tasks.filter((s) => s.data.parent === t.gid).length,
      tags: (t.data.tags ?? []).map((g: string) => ({ gid: g, name: this.tags.find((x) => x.gid === g)?.name ?? "" })),
      custom_fields: this.fieldValues(t, fields),
    };
    return {
      gid: t.gid,
      ...Object.fromEntries(Object.entries(all).filter(([k]) => fields.some((f) => f === k || f.startsWith(`${k}.`)))),
    };
  }

  /**
   * A task's custom fields as Asana answers them (CustomFieldCompact): every field of its project, each
   * value in its typed property, with only the properties opt_fields asked for. Stored values are what
   * a write sent (text, an enum option gid) or a test seeded (a number, option gids, {date}).
   */
  private fieldValues(t: { gid: string; data: any }, asked: string[]) {
    const project = t.data.projects?.[0] ?? this.tasks.find((p) => p.gid === t.data.parent)?.data.projects?.[0];
    const wanted = new Set(asked.filter((f) => f.startsWith("custom_fields.")).map((f) => f.split(".")[1]));
    const option = (f: { enum_options?: Array<{ gid: string; name: string; enabled: boolean }> }, gid: unknown) => {
      const o = f.enum_options?.find((x) => x.gid === gid);
      return o ? { gid: o.gid, resource_type: "enum_option", name: o.name, enabled: o.enabled } : null;
    };
    return (this.customFields.get(project) ?? []).map((f) => {
      const v = t.data.custom_fields?.[f.gid] ?? null;
      const typed: Record<string, unknown> = { resource_subtype: f.resource_subtype, name: f.name };
      if (f.resource_subtype === "text") typed.text_value = v === "" ? null : v;
      if (f.resource_subtype === "number") typed.number_value = v;
      if (f.resource_subtype === "enum") typed.enum_value = option(f, v);
      if (f.resource_subtype === "multi_enum")
        typed.multi_enum_values = (Array.isArray(v) ? v : []).map((g) => option(f, g)).filter(Boolean);
      if (f.resource_subtype === "date") typed.date_value = v ? { date: v.date } : null;
      const enumName = typed.enum_value as { name: string } | null | undefined;
      const names = typed.multi_enum_values as Array<{ name: string }> | undefined;
      typed.display_value =
        v === null ? null : (enumName?.name ?? names?.map((o) => o.name).join(", ") ?? (typeof v === "object" ? v.date : String(v)));
      return {
        gid: f.gid,
        resource_type: "custom_field",
        ...Object.fromEntries(Object.entries(typed).filter(([k]) => wanted.has(k))),
      };
    });
  }

  /** Teams of the organisation "222" the caller is in. */
  readonly teams: Array<{ gid: string; name: string }> = [{ gid: "333", name: "Marketing" }];

  /** Any Asana list, paged by limit/offset like Asana (pageSize caps a page so tests see several). */
  private list<T>(all: T[], params: URLSearchParams, shape: (x: T) => unknown) {
    const limit = Number(params.get("limit") ?? 100);
    const start = params.get("offset") ? Number(params.get("offset")!.replace("eyJ", "")) : 0;
    const size = Math.min(limit, this.pageSize);
    const more = start + size < all.length;
    return jsonResponse({
      data: all.slice(start, start + size).map(shape),
      next_page: more
        ? { offset: `eyJ${start + size}`, path: `?offset=eyJ${start + size}`, uri: `${this.origin}/api/1.0?offset=eyJ${start + size}` }
        : null,
    });
  }

  /** Task gids of a section, top to bottom. */
  sectionOrder(name: string): string[] {
    return this.sections.find((s) => s.name === name)?.order ?? [];
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

  protected override contract() {
    return restContract("asana") ?? "missing";
  }

  protected override basePath() {
    return "/api/1.0";
  }

  protected override refusalBody(messages: string[]) {
    return { errors: messages.map((message) => ({ message })) };
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
    const user = route.match(/^GET \/api\/1\.0\/users\/(\d+)$/);
    if (user) {
      const u = this.users.get(user[1]);
      if (!u) return jsonResponse({ errors: [{ message: "user: Unknown object" }] }, 404);
      return jsonResponse({ data: { gid: user[1], resource_type: "user", name: u.name, email: u.email } });
    }
    if (route === "GET /api/1.0/workspaces") {
      return this.list(
        [
          { gid: "111", name: "Personal Projects", is_organization: false },
          { gid: "222", name: "Acme Corp", is_organization: true },
        ],
        new URLSearchParams(req.search),
        (w) => ({ ...w, resource_type: "workspace" }),
      );
    }
    if (route === "GET /api/1.0/users/me/teams") {
      if (new URLSearchParams(req.search).get("organization") !== "222")
        this.violation("teams asked for a workspace that is not an organisation");
      return this.list(this.teams, new URLSearchParams(req.search), (t) => ({ gid: t.gid, resource_type: "team", name: t.name }));
    }
    const teamProjects = route.match(/^GET \/api\/1\.0\/teams\/(\d+)\/projects$/);
    if (teamProjects) {
      const params = new URLSearchParams(req.search);
      const found = this.projects.filter(
        (p) => p.data.team === teamProjects[1] && !(params.get("archived") === "false" && p.data.archived),
      );
      return this.list(found, params, (p) => ({
        gid: p.gid,
        resource_type: "project",
        name: p.data.name,
        team: { gid: teamProjects[1], resource_type: "team", name: this.teams.find((t) => t.gid === teamProjects[1])?.name ?? "" },
      }));
    }
    if (route === "GET /api/1.0/projects") {
      // Asana requires a workspace (or team) filter and pages at 1..100.
      const params = new URLSearchParams(req.search);
      const workspace = params.get("workspace");
      if (!workspace) this.violation("GET /projects without workspace");
      const limit = Number(params.get("limit"));
      if (!(limit >= 1 && limit <= 100)) this.violation("GET /projects: limit must be 1..100");
      if (!params.get("opt_fields")?.includes("name")) this.violation("GET /projects: opt_fields without name");
      const found = this.projects.filter((p) => p.data.workspace === workspace && !(params.get("archived") === "false" && p.data.archived));
      return this.list(found, params, (p) => ({
        gid: p.gid,
        resource_type: "project",
        name: p.data.name,
        ...(p.data.team ? { team: { gid: p.data.team, resource_type: "team", name: "Marketing" } } : {}),
      }));
    }
    if (route === "POST /api/1.0/projects") {
      const d = this.data(req);
      if (!d) return this.invalid("data: Missing input");
      if (d.workspace === "222" && !d.team) {
        this.violation(broke("asana.team-in-organization"));
        return this.invalid("team: Missing input");
      }
      if (!["111", "222"].includes(d.workspace)) return this.invalid("workspace: Not a recognized ID");
      if (typeof d.name !== "string" || !d.name) return this.invalid("name: Missing input");
      for (const k of ["due_on", "start_on"]) if (d[k] !== undefined && !ISO_DAY.test(d[k])) this.violation(`project ${k} is not a day`);
      if (d.start_on != null && d.due_on == null && d.due_at == null) {
        this.violation(broke("asana.start-needs-due", "POST /projects"));
        return this.invalid("start_on: due_on or due_at must be present in the request when setting start_on");
      }
      if (d.start_on != null && d.start_on === d.due_on) {
        this.violation(broke("asana.start-differs-from-due", `${d.start_on}`));
        return this.invalid("start_on: start_on and due_on cannot be the same date");
      }
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
      this.sections.push({ gid, project: section[1], name: d.name, order: [] });
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
      if (d.start_on != null && d.due_on == null && d.due_at == null) {
        this.violation(broke("asana.start-needs-due", "POST /tasks"));
        return this.invalid("start_on: due_on or due_at must be present in the request when setting start_on");
      }
      if (d.resource_subtype !== undefined && !["default_task", "milestone"].includes(d.resource_subtype))
        this.violation("bad resource_subtype");
      if (this.refuseNames.has(d.name)) return this.invalid("name: This task name is not allowed in this workspace.");
      if (d.tags !== undefined && !(Array.isArray(d.tags) && d.tags.every((g: unknown) => this.tags.some((t) => t.gid === g)))) {
        this.violation("POST /tasks: tags must be gids of existing tags");
        return this.invalid("tags: Not a recognized ID");
      }
      const customError = this.customFieldErrors(d.projects[0], d.custom_fields);
      if (customError) {
        this.violation(`POST /tasks: ${customError}`);
        return this.invalid(customError);
      }
      const gid = this.gid();
      this.tasks.push({ gid, data: d });
      return jsonResponse({ data: { gid, name: d.name } }, 201);
    }
    const addTask = route.match(/^POST \/api\/1\.0\/sections\/(\d+)\/addTask$/);
    if (addTask) {
      const d = this.data(req);
      const task = this.tasks.find((t) => t.gid === d?.task);
      const target = this.sections.find((s) => s.gid === addTask[1]);
      if (!task || !target) {
        this.violation("addTask with an unknown task or section");
        return this.invalid("task: Not a recognized ID");
      }
      for (const s of this.sections) s.order = s.order.filter((g) => g !== task.gid);
      // At the top unless insert_before / insert_after says where (rule asana.section-top).
      const anchor = d.insert_after ?? d.insert_before;
      const at = anchor ? target.order.indexOf(anchor) : -1;
      if (anchor && at < 0) return this.invalid("insert_after: the task is not in this section");
      if (d.insert_after) target.order.splice(at + 1, 0, task.gid);
      else if (d.insert_before) target.order.splice(at, 0, task.gid);
      else target.order.unshift(task.gid);
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
        if (!["name", "notes", "due_on", "completed", "custom_fields"].includes(k)) this.violation(`PUT task: unexpected field ${k}`);
      }
      const customError = this.customFieldErrors(task.data.projects?.[0], d.custom_fields);
      if (customError) {
        this.violation(`PUT task: ${customError}`);
        return this.invalid(customError);
      }
      if (d.custom_fields) {
        Object.assign(d, { custom_fields: { ...task.data.custom_fields, ...d.custom_fields } });
      }
      if (d.start_on !== undefined && d.due_on === undefined && d.due_at === undefined) {
        this.violation(broke("asana.start-needs-due", "PUT /tasks"));
        return this.invalid("start_on: due_on or due_at must be present in the request when setting or unsetting start_on");
      }
      if (d.due_on != null && !ISO_DAY.test(d.due_on)) this.violation("PUT task: due_on is not a day");
      if (d.completed !== undefined && typeof d.completed !== "boolean") this.violation("PUT task: completed must be a boolean");
      Object.assign(task.data, d);
      return jsonResponse({
        data: {
          gid: task.gid,
          resource_type: "task",
          name: task.data.name,
          completed: Boolean(task.data.completed),
          due_on: task.data.due_on ?? null,
        },
      });
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
    const shaped = this.shapeRoute(route, req);
    if (shaped) return shaped;
    this.violation(`unexpected ${route}`);
    return jsonResponse({ errors: [{ message: "Not found" }] }, 404);
  }

  /** Issue 25: a project's workspace, tags, a task's tags and a project's custom field settings. */
  private shapeRoute(route: string, req: SeenRequest): Response | null {
    const params = new URLSearchParams(req.search);
    const project = route.match(/^GET \/api\/1\.0\/projects\/(\d+)$/);
    if (project) {
      const p = this.projects.find((x) => x.gid === project[1]);
      if (!p) return jsonResponse({ errors: [{ message: "project: Unknown object" }] }, 404);
      if (!params.get("opt_fields")?.split(",").includes("workspace")) this.violation("GET project: opt_fields without workspace");
      return jsonResponse({
        data: { gid: p.gid, resource_type: "project", workspace: { gid: p.data.workspace, resource_type: "workspace" } },
      });
    }
    const tags = route.match(/^(GET|POST) \/api\/1\.0\/workspaces\/(\d+)\/tags$/);
    if (tags && tags[1] === "GET") {
      return this.list(
        this.tags.filter((t) => t.workspace === tags[2]),
        params,
        (t) => ({ gid: t.gid, resource_type: "tag", name: t.name }),
      );
    }
    if (tags) {
      const d = this.data(req);
      if (typeof d?.name !== "string" || !d.name.trim()) return this.invalid("name: Missing input");
      if (this.tags.some((t) => t.workspace === tags[2] && t.name.toLowerCase() === d.name.toLowerCase()))
        this.violation(`POST tags: a tag named ${d.name} already exists (look it up first)`);
      const gid = this.seedTag(d.name, tags[2]);
      return jsonResponse({ data: { gid, resource_type: "tag", name: d.name } }, 201);
    }
    const tagChange = route.match(/^POST \/api\/1\.0\/tasks\/(\d+)\/(addTag|removeTag)$/);
    if (tagChange) {
      const task = this.tasks.find((t) => t.gid === tagChange[1]);
      const tag = this.data(req)?.tag;
      if (!task || !this.tags.some((t) => t.gid === tag)) {
        this.violation(`${tagChange[2]}: unknown task or tag`);
        return this.invalid("tag: Not a recognized ID");
      }
      const has: string[] = task.data.tags ?? [];
      if (tagChange[2] === "addTag" && has.includes(tag)) this.violation(`addTag: ${task.gid} already has ${tag}`);
      if (tagChange[2] === "removeTag" && !has.includes(tag)) this.violation(`removeTag: ${task.gid} does not have ${tag}`);
      task.data.tags = tagChange[2] === "addTag" ? [...has, tag] : has.filter((g) => g !== tag);
      return jsonResponse({ data: {} });
    }
    const one = route.match(/^GET \/api\/1\.0\/tasks\/(\d+)$/);
    if (one) {
      const task = this.tasks.find((t) => t.gid === one[1]);
      if (!task) return jsonResponse({ errors: [{ message: "task: Unknown object" }] }, 404);
      return jsonResponse({ data: this.listed(task, params, "GET task") });
    }
    const settings = route.match(/^GET \/api\/1\.0\/projects\/(\d+)\/custom_field_settings$/);
    if (settings) {
      const fields = this.customFields.get(settings[1]) ?? [];
      return this.list(fields, params, (f) => ({
        gid: `setting-${f.gid}`,
        resource_type: "custom_field_setting",
        custom_field: {
          gid: f.gid,
          resource_type: "custom_field",
          name: f.name,
          resource_subtype: f.resource_subtype,
          ...(f.enum_options ? { enum_options: f.enum_options.map((o) => ({ ...o, resource_type: "enum_option" })) } : {}),
        },
      }));
    }
    return null;
  }
}
