import { z } from "zod";
import { type ViewFilter, viewFilterSchema } from "../../../core/schemas/saved-view";
import { formSchema, listOf, textOf } from "../../lib/use-schema-form";
import { NO_VALUE_OPS, type ViewKeyInfo } from "./view-keys";

// The Add filter form's schema (issue 23 #2): its inputs (`key`, `op`, `value`) turned into a view
// filter, checked first for what the chosen key needs, then by the view's own filter schema (the one
// a saved view's query is checked with on the server).

/** A choice's value in the form data: JSON, as a choice may be a number (a person) or null (none). */
export const choiceInputValue = (value: string | number | null): string => JSON.stringify(value);

const choiceOf = (text: string): string | number | null => {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "string" || typeof v === "number" || v === null ? v : text;
  } catch {
    return text;
  }
};

/** The filter the inputs make; a number that is not one is kept as its text, for the rule below to name. */
export function filterOf(info: ViewKeyInfo, values: Record<string, unknown>): Record<string, unknown> {
  const op = info.kind === "checkbox" ? "is" : textOf(values.op) || info.ops[0];
  if (NO_VALUE_OPS.has(op as ViewFilter["op"])) return { key: info.key, op };
  if (info.kind === "checkbox") return { key: info.key, op, value: [textOf(values.value) === "on"] };
  if (info.kind === "choice") return { key: info.key, op, value: listOf(values.value).map(choiceOf) };
  const text = textOf(values.value).trim();
  if (info.kind !== "number" || !text) return { key: info.key, op, value: text };
  const n = Number(text);
  return { key: info.key, op, value: !Number.isFinite(n) ? text : op === "is" ? [n] : n };
}

/** What the chosen key still needs before the filter is worth adding, or null. */
export function missingValue(info: ViewKeyInfo, filter: { value?: unknown }): string | null {
  const { value } = filter;
  if (value === undefined || info.kind === "checkbox") return null;
  if (info.kind === "choice") return Array.isArray(value) && value.length === 0 ? "Tick at least one value." : null;
  if (value === "") return info.kind === "date" ? "Choose a date." : "Enter a value.";
  if (info.kind === "number" && typeof value === "string") return "Enter a number.";
  if (typeof value === "string" && value.length > 200) return "At most 200 characters.";
  return null;
}

export function filterFormSchema(info: ViewKeyInfo) {
  const needs = z.custom<unknown>().superRefine((filter, ctx) => {
    const message = missingValue(info, filter as { value?: unknown });
    if (message) ctx.addIssue({ code: "custom", path: ["value"], message });
  });
  return formSchema<ViewFilter>(needs.pipe(viewFilterSchema), (values) => filterOf(info, values));
}
