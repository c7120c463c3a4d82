import type { GeneratedPlan, PlanDependency, PlanMilestone, PlanTask } from "../../../core/schemas/plan";

// The plan as the review step edits it (spec §4 "Plan edits, in memory until saved"). Items carry a
// client key so React and the editors can follow them, and a task points at its milestone by key,
// so deleting a milestone never re-targets another one's tasks (indexes are rebuilt on save).

export interface DraftMilestone extends PlanMilestone {
  key: string;
  /** Added on the review step by the user, so it cites no source. */
  userAdded?: boolean;
}

export interface DraftTask extends Omit<PlanTask, "milestoneIndex" | "parentIndex"> {
  key: string;
  milestoneKey: string | null;
  /** The task this one is a subtask of, by key (issue 14); null for a task of its own. */
  parentKey: string | null;
  userAdded?: boolean;
  /**
   * For a suggested step (issue 20): whether it goes into the saved plan. Not ticked by default when
   * the text listed three or more items of its own.
   */
  included?: boolean;
}

export interface DraftPlan {
  name: string;
  description: string;
  timeline: GeneratedPlan["timeline"];
  notices: string[];
  milestones: DraftMilestone[];
  tasks: DraftTask[];
  /** Links between tasks, by task key, so deleting or reordering tasks never re-targets one (issue 12). */
  dependencies?: DraftDependency[];
  /** Issue 26: the unit of the tasks' estimates (hours when the plan names none). */
  estimateUnit?: GeneratedPlan["estimateUnit"];
}

export interface DraftDependency {
  predecessorKey: string;
  successorKey: string;
  type: PlanDependency["type"];
  lagDays: number;
}

let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function toDraft(plan: GeneratedPlan): DraftPlan {
  const milestones = plan.milestones.map((m) => ({ ...m, key: newKey() }));
  const keys = plan.tasks.map(() => newKey());
  const ownItems = plan.tasks.filter((t) => !t.suggested).length;
  const tasks = plan.tasks.map(({ milestoneIndex, parentIndex, ...t }, i) => ({
    ...t,
    ...(t.suggested ? { included: ownItems < 3 } : {}),
    key: keys[i],
    milestoneKey: milestoneIndex === null ? null : (milestones[milestoneIndex]?.key ?? null),
    parentKey: parentIndex === null ? null : (keys[parentIndex] ?? null),
  }));
  const dependencies = (plan.dependencies ?? []).flatMap((d): DraftDependency[] => {
    const from = tasks[d.predecessor]?.key;
    const to = tasks[d.successor]?.key;
    return from && to ? [{ predecessorKey: from, successorKey: to, type: d.type, lagDays: d.lagDays }] : [];
  });
  return {
    name: plan.name,
    description: plan.description,
    timeline: plan.timeline,
    notices: plan.notices,
    milestones,
    tasks,
    dependencies,
    ...(plan.estimateUnit ? { estimateUnit: plan.estimateUnit } : {}),
  };
}

/** The payload of POST /api/projects/from-plan. */
export function fromDraft(draft: DraftPlan): GeneratedPlan {
  const index = new Map(draft.milestones.map((m, i) => [m.key, i]));
  // Suggestions the user did not tick stay out of the saved plan (issue 20).
  const kept = draft.tasks.filter((t) => !t.suggested || t.included !== false);
  const taskIndex = new Map(kept.map((t, i) => [t.key, i]));
  // A link to a task deleted in review goes with it.
  const dependencies = (draft.dependencies ?? []).flatMap((d): PlanDependency[] => {
    const predecessor = taskIndex.get(d.predecessorKey);
    const successor = taskIndex.get(d.successorKey);
    return predecessor === undefined || successor === undefined ? [] : [{ predecessor, successor, type: d.type, lagDays: d.lagDays }];
  });
  return {
    dependencies,
    ...(draft.estimateUnit ? { estimateUnit: draft.estimateUnit } : {}),
    name: draft.name,
    description: draft.description,
    timeline: draft.timeline,
    notices: draft.notices,
    milestones: draft.milestones.map(({ key: _key, userAdded, ...m }) => ({ ...m, userAdded: userAdded ?? false })),
    tasks: kept.map(({ key: _key, userAdded, milestoneKey, parentKey, included: _included, ...t }) => {
      // A subtask is saved in its parent's milestone; the server refuses any other.
      const parent = parentOf(draft, parentKey);
      const phase = parent ? parent.milestoneKey : milestoneKey;
      return {
        ...t,
        userAdded: userAdded ?? false,
        milestoneIndex: phase === null ? null : (index.get(phase) ?? null),
        parentIndex: parent ? (taskIndex.get(parent.key) ?? null) : null,
      };
    }),
  };
}

/** The task `parentKey` names, when it is still in the plan and a task of its own (plans nest one level). */
export function parentOf(draft: DraftPlan, parentKey: string | null): DraftTask | null {
  if (parentKey === null) return null;
  const parent = draft.tasks.find((t) => t.key === parentKey);
  return parent && parent.parentKey === null ? parent : null;
}

/** The plan without one task; its subtasks stay, as tasks of their own in the same milestone. */
export function withoutTask(draft: DraftPlan, key: string): DraftPlan {
  return {
    ...draft,
    tasks: draft.tasks.filter((t) => t.key !== key).map((t) => (t.parentKey === key ? { ...t, parentKey: null } : t)),
  };
}

/** The tasks in review order: each task of its own, followed by its subtasks. */
export function nestDraftTasks(draft: DraftPlan): Array<{ task: DraftTask; parent: DraftTask | null }> {
  const out: Array<{ task: DraftTask; parent: DraftTask | null }> = [];
  const children = new Map<string, DraftTask[]>();
  const roots: DraftTask[] = [];
  for (const t of draft.tasks) {
    const parent = parentOf(draft, t.parentKey);
    if (parent && parent.key !== t.key) children.set(parent.key, [...(children.get(parent.key) ?? []), t]);
    else roots.push(t);
  }
  for (const root of roots) {
    out.push({ task: root, parent: null });
    for (const child of children.get(root.key) ?? []) out.push({ task: child, parent: root });
  }
  return out;
}

/** Spec §4: a date shows only the part before any 'T'. */
export const dayPart = (value: string | null | undefined) => (value ? value.split("T")[0] : "");

export function newTask(draft: DraftPlan): DraftTask {
  return {
    key: newKey(),
    name: "New Task",
    description: "",
    dueDate: draft.timeline.endDate,
    priority: "medium",
    milestoneKey: null,
    parentKey: null,
    sourceText: null,
    userAdded: true,
  };
}

export function newMilestone(draft: DraftPlan): DraftMilestone {
  return { key: newKey(), name: "New Milestone", description: "", dueDate: draft.timeline.endDate, sourceText: null, userAdded: true };
}
