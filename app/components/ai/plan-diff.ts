import type { GeneratedPlan, PlanMilestone, PlanTask } from "../../../core/schemas/plan";
import { type DraftMilestone, type DraftPlan, type DraftTask, newKey, withoutTask } from "./plan-draft";
import { changedFields, type Field, pairByName } from "./plan-matching";

// A feedback round's answer compared with the plan as the user has edited it: each added, removed
// or changed item is a change the user accepts or rejects on its own. Nothing changes until accepted.

export type PlanChange =
  | { id: string; type: "added"; kind: "task"; task: DraftTask; after: string | null }
  | { id: string; type: "added"; kind: "milestone"; milestone: DraftMilestone; index: number }
  | { id: string; type: "removed"; kind: "task" | "milestone"; key: string; name: string }
  | { id: string; type: "changed"; kind: "task"; key: string; name: string; fields: Field[]; to: DraftTask }
  | { id: string; type: "changed"; kind: "milestone"; key: string; name: string; fields: Field[]; to: DraftMilestone }
  | { id: string; type: "changed"; kind: "timeline"; from: GeneratedPlan["timeline"]; to: GeneratedPlan["timeline"] };

/** Gives each change its id (c1, c2, …) in the order the changes are listed. */
type NextId = () => string;

export function diffPlans(draft: DraftPlan, proposed: GeneratedPlan): PlanChange[] {
  // Suggestions left unticked were never sent with the feedback (issue 20): they are not "removed".
  const current = { ...draft, tasks: draft.tasks.filter((t) => !t.suggested || t.included !== false) };
  let n = 0;
  const id = () => `c${++n}`;
  const milestones = diffMilestones(current.milestones, proposed.milestones, id);
  const changes: PlanChange[] = [...milestones.changes, ...diffTasks(current.tasks, proposed.tasks, milestones.keys, id)];
  const { timeline } = proposed;
  if (timeline.startDate !== current.timeline.startDate || timeline.endDate !== current.timeline.endDate) {
    changes.push({ id: id(), type: "changed", kind: "timeline", from: current.timeline, to: timeline });
  }
  return changes;
}

const MILESTONE_FIELDS: Field[] = ["description", "dueDate"];
const TASK_FIELDS: Field[] = ["description", "dueDate", "priority", "milestone", "parent"];

/** The milestones' changes, and the key each proposed milestone will have in the draft: its partner's, or a new one. */
function diffMilestones(current: DraftMilestone[], proposed: PlanMilestone[], id: NextId) {
  const pairs = pairByName(current, proposed);
  const keys = proposed.map((m) => pairs.get(m)?.key ?? newKey());
  const changes: PlanChange[] = [];
  proposed.forEach((m, index) => {
    const partner = pairs.get(m);
    const key = keys[index];
    if (!partner) {
      changes.push({ id: id(), type: "added", kind: "milestone", milestone: { ...m, key }, index });
      return;
    }
    const to = { ...partner, description: m.description, dueDate: m.dueDate };
    const fields = changedFields(partner, to, MILESTONE_FIELDS);
    if (fields.length > 0) changes.push({ id: id(), type: "changed", kind: "milestone", key, name: partner.name, fields, to });
  });
  changes.push(...removed(current, pairs, "milestone", id));
  return { changes, keys };
}

/** The tasks' changes; a new task comes after the proposed task before it, a subtask names its parent by its key-to-be. */
function diffTasks(current: DraftTask[], proposed: PlanTask[], milestoneKeys: string[], id: NextId): PlanChange[] {
  const pairs = pairByName(current, proposed);
  const keys = proposed.map((t) => pairs.get(t)?.key ?? newKey());
  const changes: PlanChange[] = [];
  let previous: string | null = null;
  proposed.forEach((t, index) => {
    const partner = pairs.get(t);
    const milestoneKey = t.milestoneIndex === null ? null : (milestoneKeys[t.milestoneIndex] ?? null);
    const parentKey = t.parentIndex === null ? null : (keys[t.parentIndex] ?? null);
    if (!partner) {
      const key = keys[index];
      const { description, dueDate, priority, sourceText } = t;
      const task = { key, name: t.name, description, dueDate, priority, milestoneKey, parentKey, sourceText };
      changes.push({ id: id(), type: "added", kind: "task", task, after: previous });
      previous = key;
      return;
    }
    previous = partner.key;
    const to = { ...partner, description: t.description, dueDate: t.dueDate, priority: t.priority, milestoneKey, parentKey };
    const fields = changedFields(partner, to, TASK_FIELDS);
    if (fields.length > 0) changes.push({ id: id(), type: "changed", kind: "task", key: partner.key, name: partner.name, fields, to });
  });
  changes.push(...removed(current, pairs, "task", id));
  return changes;
}

/** The current items no proposed item paired with. */
function removed<T extends { key: string; name: string }>(current: T[], pairs: Map<unknown, T>, kind: "task" | "milestone", id: NextId) {
  const kept = new Set(pairs.values());
  return current
    .filter((item) => !kept.has(item))
    .map((item): PlanChange => ({ id: id(), type: "removed", kind, key: item.key, name: item.name }));
}

/** The draft with one accepted change applied. A task whose new milestone was rejected keeps none. */
export function applyChange(draft: DraftPlan, change: PlanChange): DraftPlan {
  if (change.kind === "timeline") return { ...draft, timeline: change.to };
  if (change.type === "removed") {
    if (change.kind === "task") return withoutTask(draft, change.key);
    return {
      ...draft,
      milestones: draft.milestones.filter((m) => m.key !== change.key),
      tasks: draft.tasks.map((t) => (t.milestoneKey === change.key ? { ...t, milestoneKey: null } : t)),
    };
  }
  if (change.type === "added" && change.kind === "milestone") {
    const milestones = [...draft.milestones];
    milestones.splice(Math.min(change.index, milestones.length), 0, change.milestone);
    return { ...draft, milestones };
  }
  if (change.type === "added") {
    const known = new Set(draft.milestones.map((m) => m.key));
    const task = {
      ...change.task,
      milestoneKey: change.task.milestoneKey && known.has(change.task.milestoneKey) ? change.task.milestoneKey : null,
      // A parent that was rejected or is not accepted yet leaves the subtask a task of its own.
      parentKey: change.task.parentKey && draft.tasks.some((t) => t.key === change.task.parentKey) ? change.task.parentKey : null,
    };
    const tasks = [...draft.tasks];
    const at = change.after === null ? 0 : tasks.findIndex((t) => t.key === change.after) + 1;
    tasks.splice(at <= 0 && change.after !== null ? tasks.length : at, 0, task);
    return { ...draft, tasks };
  }
  if (change.kind === "milestone") return { ...draft, milestones: draft.milestones.map((m) => (m.key === change.key ? change.to : m)) };
  const known = new Set(draft.milestones.map((m) => m.key));
  const to = {
    ...change.to,
    milestoneKey: change.to.milestoneKey && known.has(change.to.milestoneKey) ? change.to.milestoneKey : null,
    parentKey: change.to.parentKey && draft.tasks.some((t) => t.key === change.to.parentKey) ? change.to.parentKey : null,
  };
  return { ...draft, tasks: draft.tasks.map((t) => (t.key === change.key ? to : t)) };
}

/** Milestones first, so tasks accepted with them can join them. */
export function applyAll(draft: DraftPlan, changes: PlanChange[]): DraftPlan {
  const ordered = [...changes].sort((a, b) => rank(a) - rank(b));
  return ordered.reduce(applyChange, draft);
}

function rank(change: PlanChange): number {
  if (change.kind === "milestone") return change.type === "added" ? 0 : 1;
  return change.kind === "timeline" ? 2 : 3;
}

/** One line describing a change for the list and for screen readers. */
export function describeChange(change: PlanChange): string {
  if (change.kind === "timeline")
    return `Timeline: ${change.from.startDate} to ${change.from.endDate} → ${change.to.startDate} to ${change.to.endDate}`;
  if (change.type === "added") return change.kind === "task" ? change.task.name : change.milestone.name;
  if (change.type === "removed") return change.name;
  const labels: Record<Field, string> = {
    description: "description",
    dueDate: "due date",
    priority: "priority",
    milestone: "milestone",
    parent: "parent task",
  };
  const detail = change.fields.map((f) => {
    if (f === "dueDate") return `due ${change.to.dueDate ?? "none"}`;
    if (f === "priority" && change.kind === "task") return `priority ${change.to.priority}`;
    return labels[f];
  });
  return `${change.name} (${detail.join(", ")})`;
}
