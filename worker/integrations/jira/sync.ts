import { type ProviderClient, ProviderError } from "../http";
import type { PulledField } from "../pull-fields";
import { sameStatusName } from "../status-names";
import { normalText } from "../sync-text";
import type { ProviderSync, PulledItem, PullWants, SyncStatus } from "../sync-types";
import { adf } from "./adf";
import { type JiraFieldMeta, jiraExtraFields } from "./carry";
import { childType, fieldMeta, type JiraIssueType } from "./index";

// Task sync with Jira. A container is a project key ("KO") or an epic key ("KO-12"): items are
// created in the project, as the epic's children when it is an epic. Status moves through the
// issue's own transitions, chosen by the name of their target status when it is the task's own status
// name (decision 132), else by its category, because transition ids differ from one workflow to the next.

const PAGE = 100;
const CATEGORY: Record<SyncStatus, string> = { todo: "new", "in-progress": "indeterminate", done: "done" };
const FROM_CATEGORY: Record<string, SyncStatus> = { new: "todo", indeterminate: "in-progress", done: "done" };

const projectKeyOf = (containerId: string) => containerId.split("-")[0];
const epicOf = (containerId: string) => (containerId.includes("-") ? containerId : null);
const issuePath = (key: string) => `/issue/${encodeURIComponent(key)}`;

interface AdfNode {
  type?: string;
  text?: string;
  content?: AdfNode[];
}

/** Plain text of an ADF document: paragraphs separated by blank lines, hard breaks as newlines. */
export function adfText(doc: unknown): string {
  if (!doc || typeof doc !== "object") return typeof doc === "string" ? normalText(doc) : "";
  const inline = (n: AdfNode): string =>
    n.type === "text" ? (n.text ?? "") : n.type === "hardBreak" ? "\n" : (n.content ?? []).map(inline).join("");
  const blocks = ((doc as AdfNode).content ?? []).map(inline);
  return normalText(blocks.join("\n\n"));
}

interface JiraIssue {
  id: string;
  key: string;
  fields: {
    summary?: string;
    description?: unknown;
    duedate?: string | null;
    status?: { name?: string; statusCategory?: { key?: string } };
    labels?: string[];
    assignee?: { emailAddress?: string } | null;
    issuetype?: { subtask?: boolean };
    parent?: { key?: string } | null;
    [customField: `customfield_${string}`]: unknown;
  };
}

/** A project field's Jira field: the custom field of the same name on the Task screen (the export's match). */
interface WantedField {
  id: string;
  name: string;
}

/** A Jira custom field's value in carried form: an option's value, a list of them, a number, a day or text. */
function carriedValue(v: unknown): PulledField["value"] {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "boolean") return v;
  if (typeof v === "string") return v;
  if (Array.isArray(v))
    return v.map((x) => String(x && typeof x === "object" ? ((x as { value?: string }).value ?? "") : x)).filter(Boolean);
  if (typeof v === "object" && typeof (v as { value?: unknown }).value === "string") return (v as { value: string }).value;
  return null;
}

/** Sub-task keys asked for per search: a JQL "parent in (…)" list kept well under Jira's query size. */
const PARENTS_PER_QUERY = 50;
const PULL_FIELDS = ["summary", "description", "status", "duedate", "assignee", "issuetype", "parent", "labels"];

const pulled = (issue: JiraIssue, wanted: WantedField[]): PulledItem => ({
  externalId: issue.key,
  name: (issue.fields.summary ?? "").trim() || issue.key,
  description: adfText(issue.fields.description),
  status: FROM_CATEGORY[issue.fields.status?.statusCategory?.key ?? "new"] ?? "todo",
  statusName: issue.fields.status?.name ?? null,
  dueDate: issue.fields.duedate ?? null,
  assigneeEmail: issue.fields.assignee?.emailAddress ?? null,
  // Only a sub-task's parent makes a Kickoff subtask: a story's parent is its epic, which Kickoff
  // keeps as the container (or a milestone), not as a task to nest under.
  parentExternalId: issue.fields.issuetype?.subtask === true ? (issue.fields.parent?.key ?? null) : null,
  labels: Array.isArray(issue.fields.labels) ? issue.fields.labels.filter((l) => typeof l === "string") : [],
  ...(wanted.length
    ? { fields: wanted.map((w) => ({ name: w.name, value: carriedValue(issue.fields[w.id as `customfield_${string}`]) })) }
    : {}),
});

/** The Task screen's custom fields named like the project's fields (createmeta, as the export finds them). */
async function wantedFields(c: ProviderClient, projectKey: string, wants: PullWants | undefined): Promise<WantedField[]> {
  if (!wants?.fields.length) return [];
  const meta = await c.request<{ issueTypes?: JiraIssueType[]; values?: JiraIssueType[] }>(
    "GET",
    `/issue/createmeta/${encodeURIComponent(projectKey)}/issuetypes?maxResults=200`,
  );
  const type = childType(meta.issueTypes ?? meta.values ?? []);
  if (!type) return [];
  const names = new Set(wants.fields.map((n) => n.trim().toLowerCase()));
  return (await fieldMeta(c, projectKey, type.id))
    .filter((m) => m.fieldId.startsWith("customfield_") && names.has(m.name?.trim().toLowerCase() ?? ""))
    .map((m) => ({ id: m.fieldId, name: m.name ?? m.fieldId }));
}

/** Every issue the JQL finds, following nextPageToken. */
async function search(c: ProviderClient, jql: string, extra: string[] = []): Promise<JiraIssue[]> {
  const out: JiraIssue[] = [];
  let nextPageToken: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const res = await c.request<{ issues?: JiraIssue[]; nextPageToken?: string; isLast?: boolean }>("POST", "/search/jql", {
      jql,
      fields: [...PULL_FIELDS, ...extra],
      maxResults: PAGE,
      ...(nextPageToken ? { nextPageToken } : {}),
    });
    out.push(...(res.issues ?? []));
    if (res.isLast !== false || !res.nextPageToken) break;
    nextPageToken = res.nextPageToken;
  }
  return out;
}

export const jiraSync: ProviderSync = {
  containerUrl(c, containerId) {
    const origin = c.opts.webOrigin ?? new URL(c.opts.base).origin;
    return epicOf(containerId) ? `${origin}/browse/${containerId}` : `${origin}/jira/software/projects/${containerId}/issues`;
  },

  async pushTask(c, containerId, task, externalId, extras) {
    const description = normalText(task.description);
    let key = externalId;
    if (!key) {
      const projectKey = projectKeyOf(containerId);
      const meta = await c.request<{ issueTypes?: JiraIssueType[]; values?: JiraIssueType[] }>(
        "GET",
        `/issue/createmeta/${encodeURIComponent(projectKey)}/issuetypes?maxResults=200`,
      );
      const type = childType(meta.issueTypes ?? meta.values ?? []);
      if (!type) throw new ProviderError("jira", 400, `The Jira project ${projectKey} has no issue type for tasks.`);
      const screen = await fieldMeta(c, projectKey, type.id);
      const fields = new Set(screen.map((f) => f.fieldId));
      const epic = epicOf(containerId);
      const created = await c.request<{ key: string }>("POST", "/issue", {
        fields: {
          project: { key: projectKey },
          issuetype: { id: type.id },
          summary: task.name,
          ...(description ? { description: adf(description) } : {}),
          ...(task.dueDate && fields.has("duedate") ? { duedate: task.dueDate } : {}),
          ...(epic ? { parent: { key: epic } } : {}),
          ...(extras ? jiraExtraFields(screen, extras, false) : {}),
        },
      });
      key = created.key;
    } else {
      // Jira refuses an update naming a field its edit screen lacks (400), so only the fields the
      // issue's edit metadata lists are sent. null clears a field; the description stays a document.
      const edit = await c.request<{ fields?: Record<string, Omit<JiraFieldMeta, "fieldId">> }>("GET", `${issuePath(key)}/editmeta`);
      const editable = new Set(Object.keys(edit.fields ?? {}));
      const meta = Object.entries(edit.fields ?? {}).map(([fieldId, m]) => ({ ...m, fieldId }));
      const wanted: Record<string, unknown> = {
        summary: task.name,
        description: description ? adf(description) : null,
        duedate: task.dueDate,
        ...(extras ? jiraExtraFields(meta, extras, true) : {}),
      };
      const fields = Object.fromEntries(Object.entries(wanted).filter(([id]) => editable.has(id)));
      if (Object.keys(fields).length > 0) await c.request("PUT", issuePath(key), { fields });
    }
    const held = await this.setStatus(c, containerId, key, task.status, extras?.statusName);
    extras?.statusHeld?.(held);
    return key;
  },

  async setStatus(c, _containerId, externalId, status, name) {
    const want = CATEGORY[status];
    const issue = await c.request<JiraIssue>("GET", `${issuePath(externalId)}?fields=status`);
    const now = issue.fields?.status;
    const inCategory = now?.statusCategory?.key === want;
    if (sameStatusName(now?.name, name) || (inCategory && !name)) return now?.name ?? null;
    const { transitions } = await c.request<{
      transitions: Array<{ id: string; name: string; to?: { name?: string; statusCategory?: { key?: string } } }>;
    }>("GET", `${issuePath(externalId)}/transitions`);
    // The task's own status name first (decision 132); the issue stays where it is when that status
    // is out of reach but the category is already right.
    const named = name ? (transitions ?? []).find((t) => sameStatusName(t.to?.name, name)) : undefined;
    if (!named && inCategory) return now?.name ?? null;
    const transition = named ?? (transitions ?? []).find((t) => t.to?.statusCategory?.key === want);
    if (!transition) {
      throw new ProviderError(
        "jira",
        400,
        `Jira's workflow for ${externalId} has no transition to a "${status}" status from where it is now.`,
      );
    }
    await c.request("POST", `${issuePath(externalId)}/transitions`, { transition: { id: transition.id } });
    return transition.to?.name ?? null;
  },

  async pull(c, containerId, wants) {
    const epic = epicOf(containerId);
    const wanted = await wantedFields(c, projectKeyOf(containerId), wants);
    const ids = wanted.map((w) => w.id);
    const read = (issue: JiraIssue) => pulled(issue, wanted);
    if (!epic) return (await search(c, `project = ${projectKeyOf(containerId)} ORDER BY created ASC`, ids)).map(read);
    // An epic's search finds its children only; their sub-tasks are one level further down.
    const children = await search(c, `parent = ${epic} ORDER BY created ASC`, ids);
    const out = children.map(read);
    const parents = children.filter((i) => i.fields.issuetype?.subtask !== true).map((i) => i.key);
    for (let i = 0; i < parents.length; i += PARENTS_PER_QUERY) {
      const keys = parents.slice(i, i + PARENTS_PER_QUERY).join(", ");
      out.push(...(await search(c, `parent in (${keys}) ORDER BY created ASC`, ids)).map(read));
    }
    return out;
  },
};
