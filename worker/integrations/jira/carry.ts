import { type CarriedField, jiraLabel, type PushExtras, setsLabels } from "../carry";

// Issue 25 with Jira: labels go to the system `labels` field (spaces become underscores: Jira labels
// hold none); a project field goes to the issue screen's custom field of the same name when its type
// can hold the value. Creating a Jira field takes the Administer Jira permission and changes every
// project's screens, so Kickoff never does: a field without a match is listed as not carried.

export interface JiraFieldMeta {
  fieldId: string;
  name?: string;
  schema?: { type?: string; items?: string; custom?: string; system?: string };
  allowedValues?: Array<{ value?: string; name?: string }>;
}

const customType = (m: JiraFieldMeta) => m.schema?.custom?.split(":").pop() ?? "";

/** Whether a Jira field can hold a value of this Kickoff type, and the value as Jira takes it. */
function jiraValue(f: CarriedField, m: JiraFieldMeta): { ok: true; value: unknown } | { ok: false } {
  const v = f.value;
  const type = m.schema?.type;
  const empty = v === null;
  switch (f.type) {
    case "text":
      // Jira v3 takes a plain string only in a single-line text field (a paragraph field wants ADF).
      return type === "string" && customType(m) === "textfield" ? { ok: true, value: empty ? null : String(v) } : { ok: false };
    case "url":
      return customType(m) === "url" ? { ok: true, value: empty ? null : String(v) } : { ok: false };
    case "number":
      return type === "number" ? { ok: true, value: empty ? null : Number(v) } : { ok: false };
    case "date":
      return type === "date" ? { ok: true, value: empty ? null : String(v) } : { ok: false };
    case "single-select":
      return type === "option" ? { ok: true, value: empty ? null : { value: String(v) } } : { ok: false };
    case "multi-select":
      return type === "array" && m.schema?.items === "option"
        ? { ok: true, value: empty ? [] : (v as string[]).map((value) => ({ value })) }
        : { ok: false };
    default:
      return { ok: false };
  }
}

const optionNames = (v: CarriedField["value"]): string[] => (v === null ? [] : Array.isArray(v) ? v : [String(v)]);

/**
 * The `fields` entries for the task's labels and field values, from the screen's field metadata
 * (createmeta on create, editmeta on update). On create, empty values are left out.
 */
export function jiraExtraFields(meta: JiraFieldMeta[], extras: PushExtras, update: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (meta.some((m) => m.fieldId === "labels")) {
    if (setsLabels(extras, update)) out.labels = extras.labels.map(jiraLabel);
  } else if (extras.labels.length > 0) {
    extras.notCarried({ kind: "label", name: "Labels", reason: "This Jira project's issue screen has no Labels field." });
  }
  for (const f of extras.fields) {
    const name = f.name.trim().toLowerCase();
    const match = meta.find((m) => m.fieldId.startsWith("customfield_") && m.name?.trim().toLowerCase() === name);
    const mapped = match ? jiraValue(f, match) : { ok: false as const };
    if (!match || !mapped.ok) {
      if (f.value !== null) {
        extras.notCarried({
          kind: "field",
          name: f.name,
          reason: match
            ? `Jira's field “${match.name}” cannot hold a ${f.type.replace("-", " ")} value.`
            : `This Jira project's issue screen has no field named “${f.name}”.`,
        });
      }
      continue;
    }
    if (match.allowedValues && (f.type === "single-select" || f.type === "multi-select")) {
      const allowed = new Set(match.allowedValues.map((a) => (a.value ?? a.name ?? "").toLowerCase()));
      const missing = optionNames(f.value).filter((n) => !allowed.has(n.toLowerCase()));
      if (missing.length > 0) {
        extras.notCarried({
          kind: "field",
          name: f.name,
          reason: `Jira's field “${match.name}” has no option ${missing.map((n) => `“${n}”`).join(", ")}.`,
        });
        continue;
      }
    }
    if (update || (mapped.value !== null && !(Array.isArray(mapped.value) && mapped.value.length === 0))) out[match.fieldId] = mapped.value;
  }
  return out;
}
