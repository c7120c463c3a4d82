import { restContract } from "./contracts";
import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";
import { broke } from "./rules";

// Jira Cloud REST v3 as a personal-token user sees it on https://<site>.atlassian.net, and through
// Atlassian's gateway (https://api.atlassian.com/ex/jira/{cloudId}) where scoped tokens must go.

export const GATEWAY = "https://api.atlassian.com";

const ISSUE_TYPES = [
  { id: "10000", name: "Epic", subtask: false, hierarchyLevel: 1 },
  { id: "10001", name: "Task", subtask: false, hierarchyLevel: 0 },
  { id: "10002", name: "Story", subtask: false, hierarchyLevel: 0 },
  { id: "10003", name: "Subtask", subtask: true, hierarchyLevel: -1 },
];

interface Issue {
  id: string;
  key: string;
  fields: Record<string, any>;
}

/**
 * A workflow whose transition ids are not Jira's defaults (11/21/31): code that hard-codes ids, or
 * picks a transition by name, moves the issue to the wrong place or is refused.
 */
export const WORKFLOW = {
  statuses: [
    { id: "10100", name: "Backlog", statusCategory: { key: "new", name: "To Do" } },
    { id: "10101", name: "Doing", statusCategory: { key: "indeterminate", name: "In Progress" } },
    { id: "10102", name: "Shipped", statusCategory: { key: "done", name: "Done" } },
    // A second status of a category (decision 132: a task's own status name picks it).
    { id: "10103", name: "In Review", statusCategory: { key: "indeterminate", name: "In Progress" } },
  ],
  /** Transition id → target status, offered from every other status. */
  transitions: [
    { id: "471", name: "Reopen", to: "10100" },
    { id: "481", name: "Start work", to: "10101" },
    { id: "491", name: "Ship it", to: "10102" },
    { id: "501", name: "Ask for review", to: "10103" },
  ],
};
/** The field ids a search may ask for (Jira ignores unknown ones silently; asking for one is a bug). */
const SEARCH_FIELDS = ["summary", "description", "status", "duedate", "assignee", "issuetype", "parent", "priority", "created", "labels"];

/**
 * The site's custom fields on the Task screens (issue 25): a number field and a select, matched by
 * name. Jira refuses a value of the wrong form, and any customfield id it does not have.
 */
export const CUSTOM_FIELDS: Record<
  string,
  { name: string; schema: Record<string, string | number>; allowedValues?: Array<{ id: string; value: string }> }
> = {
  customfield_10050: {
    name: "Estimate",
    schema: { type: "number", custom: "com.atlassian.jira.plugin.system.customfieldtypes:float", customId: 10050 },
  },
  customfield_10051: {
    name: "Team",
    schema: { type: "option", custom: "com.atlassian.jira.plugin.system.customfieldtypes:select", customId: 10051 },
    allowedValues: [
      { id: "10201", value: "Web" },
      { id: "10202", value: "Ops" },
    ],
  },
};
/** Jira's rules for the fields issue 25 sends: labels are strings without spaces, custom fields by their form. */
function extraFieldErrors(fields: Record<string, any>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.labels !== undefined) {
    const ok = Array.isArray(fields.labels) && fields.labels.every((l: unknown) => typeof l === "string" && l.length > 0 && !/\s/.test(l));
    if (!ok) errors.labels = "The label must not contain spaces.";
  }
  for (const [id, v] of Object.entries(fields)) {
    if (!id.startsWith("customfield_")) continue;
    const f = CUSTOM_FIELDS[id];
    if (!f) errors[id] = `Field '${id}' cannot be set. It is not on the appropriate screen, or unknown.`;
    else if (v === null) continue;
    else if (f.schema.type === "number" && typeof v !== "number") errors[id] = "Operation value must be a number";
    else if (f.schema.type === "option" && !f.allowedValues?.some((a) => a.value === v?.value || a.id === v?.id))
      errors[id] = `Option value '${JSON.stringify(v)}' is not valid`;
  }
  return errors;
}
/** A field's metadata as createmeta and editmeta answer it. */
function fieldMeta(id: string) {
  const custom = CUSTOM_FIELDS[id];
  if (custom)
    return {
      key: id,
      name: custom.name,
      required: false,
      operations: ["set"],
      schema: { ...custom.schema },
      ...(custom.allowedValues ? { allowedValues: custom.allowedValues } : {}),
    };
  const schema =
    id === "labels" ? { type: "array", items: "string", system: id } : { type: id === "duedate" ? "date" : "string", system: id };
  return {
    key: id,
    name: id === "labels" ? "Labels" : id,
    required: id === "summary",
    operations: id === "labels" ? ["add", "set", "remove"] : ["set"],
    schema,
  };
}
const statusById = (id: string) => WORKFLOW.statuses.find((s) => s.id === id)!;

export class FakeJira extends FakeApi {
  readonly issues: Issue[] = [];
  /** Links made through POST /issueLink, as "blocker blocks blocked". */
  readonly links: Array<{ blocker: string; blocked: string }> = [];
  /** Summaries the bulk endpoint refuses (a partial failure). */
  readonly refuseSummaries = new Set<string>();
  private seq = 0;

  /** The site's cloud id, published at /_edge/tenant_info (set another for a second site). */
  cloudId = "a1b2c3d4-cloud";
  /** OAuth (3LO): the access token the gateway takes for this site, as Bearer; null in token mode. */
  bearer: string | null = null;
  /** A scoped API token (or a service account's): the site answers 401, only the gateway takes it. */
  scoped = false;
  /** Fields on the issues' edit screen (GET editmeta); a PUT naming another is refused. */
  readonly editScreen = new Set(["summary", "description", "duedate", "labels", ...Object.keys(CUSTOM_FIELDS)]);
  /** Fields on the create screen of the Task type beyond the system ones (issue 25: labels and custom fields). */
  readonly createScreenExtras = new Set(["labels", ...Object.keys(CUSTOM_FIELDS)]);
  /** Projects the caller can see, and how many project/search answers per page. */
  readonly projects: Array<{ id: string; key: string; name: string; epic: boolean }> = [
    { id: "10010", key: "KO", name: "Kickoff Ops", epic: true },
    { id: "10011", key: "SUP", name: "Support desk", epic: false },
  ];
  projectPageSize = 50;

  constructor(
    origin: string,
    readonly email: string,
    readonly token: string,
    /** Also answer Atlassian's gateway for this site (GATEWAY/ex/jira/{cloudId}). */
    readonly gateway: string | null = null,
  ) {
    super(origin);
  }

  protected override accepts(url: URL): boolean {
    return (
      url.origin === this.origin ||
      (this.gateway !== null && url.origin === this.gateway && url.pathname.startsWith(`/ex/jira/${this.cloudId}/`))
    );
  }

  /** /_edge/tenant_info is not part of the REST API's OpenAPI document (rule jira.tenant-info). */
  protected override outsideContract(req: SeenRequest): boolean {
    return req.method === "GET" && req.path === "/_edge/tenant_info" && req.origin === this.origin;
  }

  get epics() {
    return this.issues.filter((i) => i.fields.issuetype.id === "10000");
  }

  protected override rateLimitBody() {
    return { errorMessages: ["Rate limit exceeded."] };
  }

  protected override contract() {
    return restContract("jira") ?? "missing";
  }

  /** Token mode calls the site; OAuth and scoped tokens go through api.atlassian.com/ex/jira/{cloudId}. */
  protected override basePath(path: string) {
    return path.match(/^\/ex\/jira\/[^/]+/)?.[0] ?? "";
  }

  protected override refusalBody(messages: string[]) {
    return { errorMessages: messages, errors: {} };
  }

  private checkAdf(where: string, doc: any): void {
    if (doc === undefined) return;
    const ok =
      doc &&
      doc.type === "doc" &&
      doc.version === 1 &&
      Array.isArray(doc.content) &&
      doc.content.every(
        (p: any) =>
          p.type === "paragraph" &&
          Array.isArray(p.content) &&
          p.content.every((n: any) => (n.type === "text" && typeof n.text === "string" && n.text.length > 0) || n.type === "hardBreak"),
      );
    if (!ok) this.violation(`${where}: description is not Atlassian Document Format`);
  }

  /** Validates one issue's fields like Jira does; returns the errors Jira would report. */
  private fieldErrors(where: string, fields: any, bulk: boolean): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!fields || typeof fields !== "object") {
      this.violation(`${where}: no fields object`);
      return { fields: "missing" };
    }
    if (fields.project?.key !== "KO") errors.project = "valid project is required";
    const type = ISSUE_TYPES.find((t) => t.id === fields.issuetype?.id || t.name === fields.issuetype?.name);
    if (!type) errors.issuetype = "valid issue type is required";
    if (typeof fields.summary !== "string" || !fields.summary.trim()) errors.summary = "You must specify a summary of the issue.";
    if (fields.duedate !== undefined && !ISO_DAY.test(fields.duedate)) errors.duedate = "Error parsing date string";
    if (fields.priority !== undefined && !["High", "Medium", "Low"].includes(fields.priority?.name)) errors.priority = "invalid priority";
    this.checkAdf(where, fields.description);
    Object.assign(errors, extraFieldErrors(fields));
    if (bulk && type?.hierarchyLevel === 0 && !this.issues.some((i) => i.key === fields.parent?.key))
      errors.parent = "parent must be an existing epic";
    for (const [k, v] of Object.entries(errors)) this.violation(`${where}: ${k}: ${v}`);
    return errors;
  }

  /** Issues per page of /search/jql, whatever maxResults asks for (so a test sees two pages). */
  pageSize = 50;

  /** An issue made in Jira by someone else, for pulls. */
  seed(summary: string, extra: Record<string, any> = {}): Issue {
    const epic = this.epics[0];
    return this.create({
      project: { key: "KO" },
      issuetype: { id: "10001" },
      summary,
      ...(epic ? { parent: { key: epic.key } } : {}),
      ...extra,
    });
  }

  /** A sub-task of an existing issue, as someone made it in Jira (issue 14). */
  seedSubtask(parentKey: string, summary: string, extra: Record<string, any> = {}): Issue {
    const parent = this.issues.find((i) => i.key === parentKey);
    if (!parent || ISSUE_TYPES.find((t) => t.id === parent.fields.issuetype.id)!.hierarchyLevel !== 0)
      throw new Error(`a sub-task's parent must be a standard issue, not ${parentKey}`);
    return this.create({ project: { key: "KO" }, issuetype: { id: "10003" }, summary, parent: { key: parentKey }, ...extra });
  }

  /** Moves an issue to a status of the workflow by its name, as a person would in Jira's UI. */
  moveToStatus(key: string, name: string): void {
    const issue = this.issues.find((i) => i.key === key)!;
    issue.fields.status = WORKFLOW.statuses.find((s) => s.name === name)!;
  }

  /** Moves an issue as a person would in Jira's UI. */
  moveTo(key: string, category: "new" | "indeterminate" | "done"): void {
    const issue = this.issues.find((i) => i.key === key)!;
    issue.fields.status = WORKFLOW.statuses.find((s) => s.statusCategory.key === category);
  }

  private create(fields: any): Issue {
    const issue = { id: String(20000 + ++this.seq), key: `KO-${this.seq}`, fields: { status: statusById("10100"), ...fields } };
    this.issues.push(issue);
    return issue;
  }

  protected route(req: SeenRequest): Response {
    if (this.outsideContract(req)) return jsonResponse({ cloudId: this.cloudId });
    const throughGateway = req.origin !== this.origin || req.path.startsWith("/ex/jira/");
    const expected = this.bearer !== null && throughGateway ? `Bearer ${this.bearer}` : `Basic ${btoa(`${this.email}:${this.token}`)}`;
    if (req.headers.get("authorization") !== expected || (this.scoped && !throughGateway)) {
      return jsonResponse({ errorMessages: ["Client must be authenticated to access this resource."], errors: {} }, 401);
    }
    const route = `${req.method} ${req.path.replace(/^\/ex\/jira\/[^/]+/, "")}`;
    if (route === "GET /rest/api/3/myself") {
      return jsonResponse({ accountId: "5b10ac8d82e05b22cc7d4ef5", displayName: "Ada Lovelace", emailAddress: this.email, active: true });
    }
    if (route === "GET /rest/api/3/project/search") {
      // Like Jira, issue types come back only when asked for (the export targets need them to find
      // the Epic type; a plain project list does not). Paged by startAt/maxResults, isLast at the end.
      const params = new URLSearchParams(req.search);
      const types = params.get("expand")?.includes("issueTypes");
      const startAt = Number(params.get("startAt") ?? 0);
      const max = Math.min(Number(params.get("maxResults") ?? 50), this.projectPageSize);
      const page = this.projects.slice(startAt, startAt + max);
      return jsonResponse({
        isLast: startAt + max >= this.projects.length,
        maxResults: max,
        startAt,
        total: this.projects.length,
        values: page.map((p) => ({
          id: p.id,
          key: p.key,
          name: p.name,
          ...(types ? { issueTypes: p.epic ? ISSUE_TYPES : [ISSUE_TYPES[1]] } : {}),
        })),
      });
    }
    if (route === "GET /rest/api/3/issue/createmeta/KO/issuetypes") {
      return jsonResponse({ issueTypes: ISSUE_TYPES, maxResults: 200, startAt: 0, total: ISSUE_TYPES.length });
    }
    const meta = route.match(/^GET \/rest\/api\/3\/issue\/createmeta\/KO\/issuetypes\/(\d+)$/);
    if (meta) {
      const fields = [
        "summary",
        "issuetype",
        "project",
        "description",
        "duedate",
        "parent",
        ...(meta[1] === "10001" ? ["priority", ...this.createScreenExtras] : []),
      ];
      return jsonResponse({ fields: fields.map((fieldId) => ({ fieldId, ...fieldMeta(fieldId) })) });
    }
    if (route === "POST /rest/api/3/issue") {
      const fields = (req.body as any)?.fields;
      const errors = this.fieldErrors("POST /issue", fields, false);
      if (Object.keys(errors).length > 0) return jsonResponse({ errorMessages: [], errors }, 400);
      const issue = this.create(fields);
      return jsonResponse({ id: issue.id, key: issue.key, self: `${this.origin}/rest/api/3/issue/${issue.id}` }, 201);
    }
    if (route === "POST /rest/api/3/issue/bulk") {
      const updates = (req.body as any)?.issueUpdates;
      if (!Array.isArray(updates) || updates.length === 0) {
        this.violation("bulk: issueUpdates must be a non-empty array");
        return jsonResponse({ errorMessages: ["issueUpdates is required"] }, 400);
      }
      if (updates.length > 50) this.violation(broke("jira.bulk-50", `${updates.length} issues`));
      const issues: Array<{ id: string; key: string; self: string }> = [];
      const errors: any[] = [];
      updates.forEach((u: any, i: number) => {
        if (this.refuseSummaries.has(u?.fields?.summary)) {
          errors.push({
            status: 400,
            failedElementNumber: i,
            elementErrors: { errorMessages: [], errors: { summary: "Summary contains a word this project does not allow." } },
          });
          return;
        }
        const fieldErrors = this.fieldErrors(`bulk[${i}]`, u?.fields, true);
        if (Object.keys(fieldErrors).length > 0) {
          errors.push({ status: 400, failedElementNumber: i, elementErrors: { errorMessages: [], errors: fieldErrors } });
          return;
        }
        const issue = this.create(u.fields);
        issues.push({ id: issue.id, key: issue.key, self: `${this.origin}/rest/api/3/issue/${issue.id}` });
      });
      return jsonResponse({ issues, errors }, issues.length === 0 ? 400 : 201);
    }
    const editmeta = route.match(/^GET \/rest\/api\/3\/issue\/(KO-\d+)\/editmeta$/);
    if (editmeta) {
      if (!this.issues.some((i) => i.key === editmeta[1]))
        return jsonResponse({ errorMessages: ["Issue does not exist or you do not have permission to see it."], errors: {} }, 404);
      return jsonResponse({ fields: Object.fromEntries([...this.editScreen].map((id) => [id, fieldMeta(id)])) });
    }
    const issueRoute = route.match(/^(GET|PUT|POST) \/rest\/api\/3\/issue\/(KO-\d+)(\/transitions)?$/);
    if (issueRoute) {
      const issue = this.issues.find((i) => i.key === issueRoute[2]);
      if (!issue)
        return jsonResponse({ errorMessages: ["Issue does not exist or you do not have permission to see it."], errors: {} }, 404);
      return this.issueRoute(issueRoute[1], issue, Boolean(issueRoute[3]), req);
    }
    if (route === "POST /rest/api/3/search/jql") return this.search(req.body as any);
    if (route === "POST /rest/api/3/issueLink") {
      const b = req.body as any;
      if (b?.type?.name !== "Blocks") this.violation(`issueLink: unknown link type ${JSON.stringify(b?.type)}`);
      const inward = this.issues.find((i) => i.key === b?.inwardIssue?.key);
      const outward = this.issues.find((i) => i.key === b?.outwardIssue?.key);
      if (!inward || !outward) {
        this.violation("issueLink: inwardIssue/outwardIssue is not a {key} of an existing issue");
        return jsonResponse({ errorMessages: ["Issue does not exist or you do not have permission to see it."], errors: {} }, 404);
      }
      if (this.links.some((l) => l.blocker === inward.key && l.blocked === outward.key)) {
        this.violation(`issueLink: ${inward.key} already blocks ${outward.key} (link made twice)`);
      }
      // Jira shows the inwardIssue of a created link as the blocker.
      this.links.push({ blocker: inward.key, blocked: outward.key });
      return new Response(null, { status: 201 });
    }
    this.violation(`unexpected ${route}`);
    return jsonResponse({ errorMessages: ["Not found"] }, 404);
  }

  private issueRoute(method: string, issue: Issue, transitions: boolean, req: SeenRequest): Response {
    if (transitions && method === "GET") {
      const current = issue.fields.status.id;
      return jsonResponse({
        transitions: WORKFLOW.transitions
          .filter((t) => t.to !== current)
          .map((t) => ({ id: t.id, name: t.name, to: statusById(t.to), hasScreen: false, isAvailable: true })),
      });
    }
    if (transitions && method === "POST") {
      const id = (req.body as any)?.transition?.id;
      const t = WORKFLOW.transitions.find((x) => x.id === id && x.to !== issue.fields.status.id);
      if (!t) {
        this.violation(`transition ${JSON.stringify(id)} is not available for ${issue.key}`);
        return jsonResponse({ errorMessages: [`Transition id '${id}' is not valid for this issue.`], errors: {} }, 400);
      }
      issue.fields.status = statusById(t.to);
      return new Response(null, { status: 204 });
    }
    if (method === "GET") {
      if (!req.search.includes("fields=")) this.violation(`GET ${issue.key} without a fields list`);
      return jsonResponse({ id: issue.id, key: issue.key, fields: issue.fields });
    }
    if (method === "PUT") {
      const fields = (req.body as any)?.fields;
      if (!fields || typeof fields !== "object") {
        this.violation(`PUT ${issue.key}: no fields object`);
        return jsonResponse({ errorMessages: ["fields is required"] }, 400);
      }
      const offScreen = Object.keys(fields).filter((k) => !this.editScreen.has(k));
      if (offScreen.length > 0) {
        this.violation(broke("jira.edit-screen", `PUT ${issue.key}: ${offScreen.join(", ")}`));
        return jsonResponse(
          {
            errorMessages: [],
            errors: Object.fromEntries(
              offScreen.map((k) => [k, `Field '${k}' cannot be set. It is not on the appropriate screen, or unknown.`]),
            ),
          },
          400,
        );
      }
      const extraErrors = extraFieldErrors(fields);
      if (Object.keys(extraErrors).length > 0) {
        for (const [k, v] of Object.entries(extraErrors)) this.violation(`PUT ${issue.key}: ${k}: ${v}`);
        return jsonResponse({ errorMessages: [], errors: extraErrors }, 400);
      }
      if (fields.summary !== undefined && (typeof fields.summary !== "string" || !fields.summary.trim()))
        this.violation(`PUT ${issue.key}: empty summary`);
      if (fields.duedate != null && !ISO_DAY.test(fields.duedate)) this.violation(`PUT ${issue.key}: duedate format`);
      if (fields.description !== null) this.checkAdf(`PUT ${issue.key}`, fields.description);
      Object.assign(issue.fields, fields);
      return new Response(null, { status: 204 });
    }
    this.violation(`unexpected ${method} ${issue.key}`);
    return jsonResponse({ errorMessages: ["Method not allowed"] }, 405);
  }

  /** An issue's fields as Jira answers them: the whole issue type, and the parent as a small issue. */
  private shown(issue: Issue): Record<string, any> {
    const type = (id: string) => ISSUE_TYPES.find((t) => t.id === id);
    const parent = issue.fields.parent ? this.issues.find((i) => i.key === issue.fields.parent.key) : undefined;
    return {
      ...issue.fields,
      issuetype: type(issue.fields.issuetype.id),
      ...(parent
        ? {
            parent: {
              id: parent.id,
              key: parent.key,
              fields: { summary: parent.fields.summary, status: parent.fields.status, issuetype: type(parent.fields.issuetype.id) },
            },
          }
        : {}),
    };
  }

  private search(body: any): Response {
    const jql = body?.jql;
    const bounded = typeof jql === "string" && /^(project = KO|parent = KO-\d+|parent in \(KO-\d+(, KO-\d+)*\))( |$)/.test(jql);
    if (!bounded) {
      this.violation(broke("jira.bounded-jql", JSON.stringify(jql)));
      return jsonResponse({ errorMessages: ["Unbounded JQL queries are not allowed here."] }, 400);
    }
    if (!Array.isArray(body.fields) || body.fields.length === 0) this.violation("search/jql: no fields list (Jira then returns ids only)");
    for (const f of body.fields ?? [])
      if (!SEARCH_FIELDS.includes(f) && !CUSTOM_FIELDS[f]) this.violation(`search/jql: ${f} is not a Jira field id`);
    const inList = jql.match(/^parent in \(([^)]*)\)/)?.[1].split(", ");
    if (inList && inList.length > 100) this.violation("search/jql: a parent in (…) list this long risks Jira's query size limit");
    const max = body.maxResults ?? 50;
    if (typeof max !== "number" || max < 1 || max > 5000) this.violation("search/jql: maxResults out of range");
    const parent = jql.match(/^parent = (KO-\d+)/)?.[1];
    const matching = this.issues.filter(
      (i) =>
        i.fields.issuetype.id !== "10000" &&
        (!parent || i.fields.parent?.key === parent) &&
        (!inList || inList.includes(i.fields.parent?.key)),
    );
    const start = body.nextPageToken ? Number(String(body.nextPageToken).replace("page-", "")) : 0;
    if (!Number.isInteger(start)) this.violation("search/jql: nextPageToken was not one we gave");
    const size = Math.min(max, this.pageSize);
    const page = matching.slice(start, start + size);
    const isLast = start + size >= matching.length;
    const wanted: string[] = body.fields ?? [];
    return jsonResponse({
      issues: page.map((i) => ({
        id: i.id,
        key: i.key,
        fields: Object.fromEntries(Object.entries(this.shown(i)).filter(([k]) => wanted.includes(k))),
      })),
      isLast,
      ...(isLast ? {} : { nextPageToken: `page-${start + size}` }),
    });
  }
}
