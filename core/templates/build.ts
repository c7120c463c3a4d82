import { dayFromNumber, dayNumber } from "../dates";
import type { Dependency } from "../schemas/dependency";
import type { Label } from "../schemas/labels";
import type { BoardStatus } from "../schemas/statuses";
import type { Task } from "../schemas/task";
import type { TemplateContent, TemplateSummary } from "../schemas/template";

// Issue 25: a board to a template (dates as days from its start) and a template to the items of a new
// board starting on a chosen day. Pure, so the Worker and the tests share it.

const dayOf = dayFromNumber;

/** Days from `start` to `day`, or null without a day. */
const offsetOf = (start: number | null, day: string | null) => (day === null || start === null ? null : dayNumber(day) - start);

export function boardToTemplate(board: {
  tasks: Task[];
  dependencies: Dependency[];
  labels: Label[];
  statuses: BoardStatus[];
  fields?: unknown[];
}): TemplateContent {
  const days = board.tasks.flatMap((t) => [t.startDate, t.dueDate]).filter((d): d is string => d !== null);
  const start = days.length > 0 ? Math.min(...days.map(dayNumber)) : null;
  const ids = new Set(board.tasks.map((t) => t.id));
  // Plan order: creation time, so a template keeps the order its tasks were made in.
  const tasks = [...board.tasks].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
  return {
    statuses: board.statuses.map((s) => ({ key: s.id, name: s.name, color: s.color, category: s.category })),
    labels: board.labels.map((l) => ({ key: l.id, name: l.name, color: l.color })),
    items: tasks.map((t) => ({
      key: t.id,
      kind: t.kind,
      name: t.name,
      description: t.description,
      priority: t.priority,
      parentKey: t.parentTaskId && ids.has(t.parentTaskId) ? t.parentTaskId : null,
      statusKey: t.statusId ?? null,
      labelKeys: t.labelIds ?? [],
      startOffset: offsetOf(start, t.startDate),
      dueOffset: offsetOf(start, t.dueDate),
    })),
    links: board.dependencies
      .filter((d) => ids.has(d.predecessorId) && ids.has(d.successorId))
      .map((d) => ({ predecessorKey: d.predecessorId, successorKey: d.successorId, type: d.type, lagDays: d.lagDays })),
    ...(board.fields && board.fields.length > 0 ? { fields: board.fields as TemplateContent["fields"] } : {}),
  };
}

/** A template's items, parents before their children (a board batch can only point back). */
export function itemsInParentOrder(content: TemplateContent): TemplateContent["items"] {
  const byKey = new Map(content.items.map((i) => [i.key, i]));
  const out: TemplateContent["items"] = [];
  const placed = new Set<string>();
  const visit = (item: TemplateContent["items"][number], path: Set<string>) => {
    if (placed.has(item.key)) return;
    const parent = item.parentKey ? byKey.get(item.parentKey) : undefined;
    if (parent && !path.has(parent.key)) visit(parent, new Set([...path, item.key]));
    placed.add(item.key);
    out.push(item);
  };
  for (const item of content.items) visit(item, new Set());
  return out;
}

/** The day `offset` days after `startDate`, or null. */
export function dayFrom(startDate: string, offset: number | null): string | null {
  return offset === null ? null : dayOf(dayNumber(startDate) + offset);
}

export function summarize(
  content: TemplateContent,
  base: Omit<TemplateSummary, "taskCount" | "milestoneCount" | "durationDays">,
): TemplateSummary {
  const offsets = content.items.flatMap((i) => [i.startOffset, i.dueOffset]).filter((o): o is number => o !== null);
  return {
    ...base,
    taskCount: content.items.filter((i) => i.kind === "task").length,
    milestoneCount: content.items.filter((i) => i.kind === "milestone").length,
    durationDays: offsets.length > 0 ? Math.max(...offsets) - Math.min(...offsets) : 0,
  };
}
