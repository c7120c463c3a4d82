import type { GeneratedPlan, PlanMilestone, PlanTask } from "../../../core/schemas/plan";
import { type DraftMilestone, type DraftPlan, type DraftTask, newKey, withoutTask } from "./plan-draft";

// A feedback round's answer compared with the plan as the user has edited it: each added, removed
// or changed item is a change the user accepts or rejects on its own. Nothing changes until accepted.

type Field = "description" | "dueDate" | "priority" | "milestone" | "parent";

export type PlanChange =
  | { id: string; type: "added"; kind: "task"; task: DraftTask; after: string | null }
  | { id: string; type: "added"; kind: "milestone"; milestone: DraftMilestone; index: number }
  | { id: string; type: "removed"; kind: "task" | "milestone"; key: string; name: string }
  | { id: string; type: "changed"; kind: "task"; key: string; name: string; fields: Field[]; to: DraftTask }
  | { id: string; type: "changed"; kind: "milestone"; key: string; name: string; fields: Field[]; to: DraftMilestone }
  | { id: string; type: "changed"; kind: "timeline"; from: GeneratedPlan["timeline"]; to: GeneratedPlan["timeline"] };

const norm = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** Pairs items by name, in order, so two tasks of the same name pair up one by one. */
function pairByName<A extends { name: string }, B extends { name: string }>(current: A[], proposed: B[]): Map<B, A> {
  const pool = new Map<string, A[]>();
  for (const item of current) pool.set(norm(item.name), [...(pool.get(norm(item.name)) ?? []), item]);
  const pairs = new Map<B, A>();
  for (const item of proposed) {
    const match = pool.get(norm(item.name))?.shift();
    if (match) pairs.set(item, match);
  }
  return pairs;
}

export function diffPlans(draft: DraftPlan, proposed: GeneratedPlan): PlanChange[] {
  // Suggestions left unticked were never sent with the feedback (issue 20): they are not "removed".
  const current = { ...draft, tasks: draft.tasks.filter((t) => !t.suggested || t.included !== false) };
  const changes: PlanChange[] = [];
  let n = 0;
  const id = () => `c${++n}`;

  const milestonePairs = pairByName(current.milestones, proposed.milestones);
  // Each proposed milestone gets the key it will have in the draft: its partner's, or a new one.
  const milestoneKeys = proposed.milestones.map((m) => milestonePairs.get(m)?.key ?? newKey());
  proposed.milestones.forEach((m: PlanMilestone, index) => {
    const partner = milestonePairs.get(m);
    const key = milestoneKeys[index] as string;
    if (!partner) {
      changes.push({ id: id(), type: "added", kind: "milestone", milestone: { ...m, key }, index });
      return;
    }
    const fields: Field[] = [];
    if (m.description !== partner.description) fields.push("description");
    if (m.dueDate !== partner.dueDate) fields.push("dueDate");
    if (fields.length > 0)
      changes.push({
        id: id(),
        type: "changed",
        kind: "milestone",
        key,
        name: partner.name,
        fields,
        to: { ...partner, description: m.description, dueDate: m.dueDate },
      });
  });
  const keptMilestones = new Set(milestonePairs.values());
  for (const m of current.milestones) {
    if (!keptMilestones.has(m)) changes.push({ id: id(), type: "removed", kind: "milestone", key: m.key, name: m.name });
  }

  const taskPairs = pairByName(current.tasks, proposed.tasks);
  // As for milestones: a subtask names its parent by the key the parent will have in the draft.
  const taskKeys = proposed.tasks.map((t) => taskPairs.get(t)?.key ?? newKey());
  let previous: string | null = null;
  proposed.tasks.forEach((t: PlanTask, index) => {
    const partner = taskPairs.get(t);
    const milestoneKey = t.milestoneIndex === null ? null : (milestoneKeys[t.milestoneIndex] ?? null);
    const parentKey = t.parentIndex === null ? null : (taskKeys[t.parentIndex] ?? null);
    if (!partner) {
      const key = taskKeys[index] as string;
      changes.push({
        id: id(),
        type: "added",
        kind: "task",
        task: {
          key,
          name: t.name,
          description: t.description,
          dueDate: t.dueDate,
          priority: t.priority,
          milestoneKey,
          parentKey,
          sourceText: t.sourceText,
        },
        after: previous,
      });
      previous = key;
      return;
    }
    previous = partner.key;
    const fields: Field[] = [];
    if (t.description !== partner.description) fields.push("description");
    if (t.dueDate !== partner.dueDate) fields.push("dueDate");
    if (t.priority !== partner.priority) fields.push("priority");
    if (milestoneKey !== partner.milestoneKey) fields.push("milestone");
    if (parentKey !== partner.parentKey) fields.push("parent");
    if (fields.length > 0) {
      const to = { ...partner, description: t.description, dueDate: t.dueDate, priority: t.priority, milestoneKey, parentKey };
      changes.push({ id: id(), type: "changed", kind: "task", key: partner.key, name: partner.name, fields, to });
    }
  });
  const keptTasks = new Set(taskPairs.values());
  for (const t of current.tasks) {
    if (!keptTasks.has(t)) changes.push({ id: id(), type: "removed", kind: "task", key: t.key, name: t.name });
  }

  const { timeline } = proposed;
  if (timeline.startDate !== current.timeline.startDate || timeline.endDate !== current.timeline.endDate) {
    changes.push({ id: id(), type: "changed", kind: "timeline", from: current.timeline, to: timeline });
  }
  return changes;
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
