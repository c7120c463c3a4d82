import { type CarriedField, type PushExtras, remember } from "../carry";
import type { ProviderClient } from "../http";
import { listAll } from "./index";

// Issue 25 with Asana: labels are the workspace's tags (found by name, made when missing); a project
// field goes to the Asana project's custom field of the same name. The contract types a task's
// `custom_fields` values as strings (TaskRequestBase.custom_fields), so only text-like values and a
// single select (its enum option's gid) are sent; numbers, dates, multi selects, people and
// checkboxes are listed as not carried. Kickoff does not create Asana custom fields: they belong to
// the whole workspace's library and need a paid plan.

type Wrapped<T> = { data: T };

interface FieldSetting {
  custom_field?: {
    gid: string;
    name?: string;
    resource_subtype?: string;
    enum_options?: Array<{ gid: string; name?: string; enabled?: boolean }>;
  };
}

const enc = encodeURIComponent;

async function workspaceOf(c: ProviderClient, project: string, extras: PushExtras): Promise<string> {
  return remember(extras, `asana:workspace:${project}`, async () => {
    const res = await c.request<Wrapped<{ workspace?: { gid: string } }>>("GET", `/projects/${enc(project)}?opt_fields=workspace`);
    return res.data.workspace?.gid ?? "";
  });
}

/** The workspace's tags by lower-cased name, read once per run. */
async function workspaceTags(c: ProviderClient, workspace: string, extras: PushExtras): Promise<Map<string, string>> {
  return remember(extras, `asana:tags:${workspace}`, async () => {
    const tags = await listAll<{ gid: string; name?: string }>(c, `/workspaces/${enc(workspace)}/tags`, { opt_fields: "name" });
    return new Map(tags.flatMap((t) => (t.name ? [[t.name.trim().toLowerCase(), t.gid] as const] : [])));
  });
}

/** Tag gids for the task's labels, making the tags the workspace lacks. */
export async function tagGids(c: ProviderClient, project: string, extras: PushExtras): Promise<string[]> {
  if (extras.labels.length === 0) return [];
  const workspace = await workspaceOf(c, project, extras);
  const tags = await workspaceTags(c, workspace, extras);
  const out: string[] = [];
  for (const name of extras.labels) {
    let gid = tags.get(name.trim().toLowerCase());
    if (!gid) {
      const made = await c.request<Wrapped<{ gid: string }>>("POST", `/workspaces/${enc(workspace)}/tags`, { data: { name } });
      gid = made.data.gid;
      tags.set(name.trim().toLowerCase(), gid);
    }
    out.push(gid);
  }
  return out;
}

/** Puts an existing task's tags right: adds the missing ones, takes off the ones it should not have. */
export async function syncTags(c: ProviderClient, project: string, task: string, extras: PushExtras): Promise<void> {
  const wanted = await tagGids(c, project, extras);
  const current = await c.request<Wrapped<{ tags?: Array<{ gid: string }> }>>("GET", `/tasks/${enc(task)}?opt_fields=tags.name`);
  const has = new Set((current.data.tags ?? []).map((t) => t.gid));
  for (const tag of wanted) if (!has.has(tag)) await c.request("POST", `/tasks/${enc(task)}/addTag`, { data: { tag } });
  for (const tag of has) if (!wanted.includes(tag)) await c.request("POST", `/tasks/${enc(task)}/removeTag`, { data: { tag } });
}

async function projectFields(c: ProviderClient, project: string, extras: Pick<PushExtras, "memo">): Promise<FieldSetting[]> {
  return remember(extras, `asana:fields:${project}`, () =>
    listAll<FieldSetting>(c, `/projects/${enc(project)}/custom_field_settings`, {
      opt_fields: "custom_field.name,custom_field.resource_subtype,custom_field.enum_options.name,custom_field.enum_options.enabled",
    }),
  );
}

const SENT_AS_TEXT = new Set(["text", "url"]);

/** The `custom_fields` object for the task (gid → string), listing what cannot go. */
export async function asanaCustomFields(
  c: ProviderClient,
  project: string,
  extras: PushExtras,
  update: boolean,
): Promise<Record<string, string>> {
  const withValue = extras.fields.filter((f) => f.value !== null || update);
  if (withValue.length === 0) return {};
  const settings = (await projectFields(c, project, extras)).map((s) => s.custom_field).filter((f) => f !== undefined);
  const out: Record<string, string> = {};
  const refuse = (f: CarriedField, reason: string) => {
    if (f.value !== null) extras.notCarried({ kind: "field", name: f.name, reason });
  };
  for (const f of withValue) {
    const match = settings.find((s) => s.name?.trim().toLowerCase() === f.name.trim().toLowerCase());
    if (!match) {
      refuse(f, `This Asana project has no custom field named “${f.name}”.`);
      continue;
    }
    if (SENT_AS_TEXT.has(f.type) && match.resource_subtype === "text") {
      out[match.gid] = f.value === null ? "" : String(f.value);
    } else if (f.type === "single-select" && match.resource_subtype === "enum") {
      if (f.value === null) continue;
      const option = match.enum_options?.find((o) => o.enabled !== false && o.name?.trim().toLowerCase() === String(f.value).toLowerCase());
      if (option) out[match.gid] = option.gid;
      else refuse(f, `Asana's field “${match.name}” has no option “${f.value}”.`);
    } else {
      refuse(f, `Asana's field “${match.name}” cannot take a ${f.type.replace("-", " ")} value from Kickoff.`);
    }
  }
  return out;
}

/** The name of the project's single-select field that carries a task's status name (decision 132). */
export const STATUS_FIELD = "Status";

/**
 * The project's "Status" single-select field and its enabled option of the task's status name, when
 * the Asana project has them (decision 132): Asana's own state is only `completed`, and its sections
 * hold the plan's phases, so a status name goes where Asana teams keep one. None when the Kickoff
 * project has a field named "Status" itself: that field is carried as a field.
 */
export async function asanaStatusOption(
  c: ProviderClient,
  project: string,
  name: string | undefined,
  extras: Pick<PushExtras, "memo"> & { fields?: PushExtras["fields"] },
): Promise<{ field: string; option: string; name: string } | null> {
  if (!name || extras.fields?.some((f) => f.name.trim().toLowerCase() === STATUS_FIELD.toLowerCase())) return null;
  const settings = await projectFields(c, project, extras);
  const field = settings
    .map((s) => s.custom_field)
    .find((f) => f?.resource_subtype === "enum" && f.name?.trim().toLowerCase() === STATUS_FIELD.toLowerCase());
  const option = field?.enum_options?.find((o) => o.enabled !== false && o.name?.trim().toLowerCase() === name.trim().toLowerCase());
  return field && option ? { field: field.gid, option: option.gid, name: option.name ?? name } : null;
}
