import { FakeApi, ISO_DAY, jsonResponse, type SeenRequest } from "./fake-api";

// Jira Cloud REST v3 as a personal-token user sees it on https://<site>.atlassian.net.

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

export class FakeJira extends FakeApi {
  readonly issues: Issue[] = [];
  /** Summaries the bulk endpoint refuses (a partial failure). */
  readonly refuseSummaries = new Set<string>();
  private seq = 0;

  constructor(
    origin: string,
    readonly email: string,
    readonly token: string,
  ) {
    super(origin);
  }

  get epics() {
    return this.issues.filter((i) => i.fields.issuetype.id === "10000");
  }

  protected override rateLimitBody() {
    return { errorMessages: ["Rate limit exceeded."] };
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
    if (bulk && type?.hierarchyLevel === 0 && !this.issues.some((i) => i.key === fields.parent?.key))
      errors.parent = "parent must be an existing epic";
    for (const [k, v] of Object.entries(errors)) this.violation(`${where}: ${k}: ${v}`);
    return errors;
  }

  private create(fields: any): Issue {
    const issue = { id: String(20000 + ++this.seq), key: `KO-${this.seq}`, fields };
    this.issues.push(issue);
    return issue;
  }

  protected route(req: SeenRequest): Response {
    const expected = `Basic ${btoa(`${this.email}:${this.token}`)}`;
    if (req.headers.get("authorization") !== expected) {
      return jsonResponse({ errorMessages: ["Client must be authenticated to access this resource."], errors: {} }, 401);
    }
    const route = `${req.method} ${req.path}`;
    if (route === "GET /rest/api/3/myself") {
      return jsonResponse({ accountId: "5b10ac8d82e05b22cc7d4ef5", displayName: "Ada Lovelace", emailAddress: this.email, active: true });
    }
    if (route === "GET /rest/api/3/project/search") {
      if (!req.search.includes("expand=issueTypes")) this.violation("project/search without expand=issueTypes");
      return jsonResponse({
        isLast: true,
        maxResults: 50,
        startAt: 0,
        total: 2,
        values: [
          { id: "10010", key: "KO", name: "Kickoff Ops", issueTypes: ISSUE_TYPES },
          { id: "10011", key: "SUP", name: "Support desk", issueTypes: [ISSUE_TYPES[1]] },
        ],
      });
    }
    if (route === "GET /rest/api/3/issue/createmeta/KO/issuetypes") {
      return jsonResponse({ issueTypes: ISSUE_TYPES, maxResults: 200, startAt: 0, total: ISSUE_TYPES.length });
    }
    const meta = route.match(/^GET \/rest\/api\/3\/issue\/createmeta\/KO\/issuetypes\/(\d+)$/);
    if (meta) {
      const fields = ["summary", "issuetype", "project", "description", "duedate", "parent", ...(meta[1] === "10001" ? ["priority"] : [])];
      return jsonResponse({ fields: fields.map((fieldId) => ({ fieldId, key: fieldId, name: fieldId, required: fieldId === "summary" })) });
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
      if (updates.length > 50) this.violation(`bulk: ${updates.length} issues in one call (max 50)`);
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
    this.violation(`unexpected ${route}`);
    return jsonResponse({ errorMessages: ["Not found"] }, 404);
  }
}
