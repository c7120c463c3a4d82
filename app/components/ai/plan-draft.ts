import type { GeneratedPlan, PlanDependency, PlanMilestone, PlanTask } from "../../../core/schemas/plan";

// The plan as the review step edits it (spec §4 "Plan edits, in memory until saved"). Items carry a
// client key so React and the editors can follow them, and a task points at its milestone by key,
// so deleting a milestone never re-targets another one's tasks (indexes are rebuilt on save).

export interface DraftMilestone extends PlanMilestone {
  key: string;
  /** Added on the review step by the user, so it cites no source. */
  userAdded?: boolean;
}

export interface DraftTask extends Omit<PlanTask, "milestoneIndex"> {
  key: string;
  milestoneKey: string | null;
  userAdded?: boolean;
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
  const tasks = plan.tasks.map(({ milestoneIndex, ...t }) => ({
    ...t,
    key: newKey(),
    milestoneKey: milestoneIndex === null ? null : (milestones[milestoneIndex]?.key ?? null),
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
  };
}

/** The payload of POST /api/projects/from-plan. */
export function fromDraft(draft: DraftPlan): GeneratedPlan {
  const index = new Map(draft.milestones.map((m, i) => [m.key, i]));
  const taskIndex = new Map(draft.tasks.map((t, i) => [t.key, i]));
  // A link to a task deleted in review goes with it.
  const dependencies = (draft.dependencies ?? []).flatMap((d): PlanDependency[] => {
    const predecessor = taskIndex.get(d.predecessorKey);
    const successor = taskIndex.get(d.successorKey);
    return predecessor === undefined || successor === undefined ? [] : [{ predecessor, successor, type: d.type, lagDays: d.lagDays }];
  });
  return {
    dependencies,
    name: draft.name,
    description: draft.description,
    timeline: draft.timeline,
    notices: draft.notices,
    milestones: draft.milestones.map(({ key: _key, userAdded, ...m }) => ({ ...m, userAdded: userAdded ?? false })),
    tasks: draft.tasks.map(({ key: _key, userAdded, milestoneKey, ...t }) => ({
      ...t,
      userAdded: userAdded ?? false,
      milestoneIndex: milestoneKey === null ? null : (index.get(milestoneKey) ?? null),
    })),
  };
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
    sourceText: null,
    userAdded: true,
  };
}

export function newMilestone(draft: DraftPlan): DraftMilestone {
  return { key: newKey(), name: "New Milestone", description: "", dueDate: draft.timeline.endDate, sourceText: null, userAdded: true };
}
